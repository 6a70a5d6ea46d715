import { authTexts } from '../texts.ts';
import { RegisterForm } from './register-form.tsx';
import '@/styles/forms.css';

export default function RegisterPage() {
  return (
    <div className="page form-page">
      <section className="card form-card form-card--wide" aria-labelledby="register-title">
        <h1 id="register-title" className="form-card__title">
          {authTexts.register.title}
        </h1>
        <RegisterForm />
      </section>
    </div>
  );
}
