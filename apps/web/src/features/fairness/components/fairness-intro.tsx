import { fairTexts as t } from '../texts.ts';

/** How a round's outcome is fixed and can be checked, step by step. */
export function FairnessIntro() {
  return (
    <section className="card fair-intro" aria-labelledby="fair-title">
      <h1 id="fair-title" className="fair-title">
        {t.title}
      </h1>
      <p>{t.lead}</p>
      <ol className="fair-steps">
        {t.steps.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ol>
    </section>
  );
}
