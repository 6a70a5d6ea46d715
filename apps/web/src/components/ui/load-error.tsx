/** Data a screen could not load: the reason, announced, and a button that asks the server again. */
export function LoadError({
  className,
  text,
  retryLabel,
  onRetry,
  busy,
}: {
  className: string;
  text: string;
  retryLabel: string;
  onRetry: () => void;
  busy: boolean;
}) {
  return (
    <div className={className} role="alert">
      <p>{text}</p>
      <button
        type="button"
        className="button button--ghost button--small"
        onClick={onRetry}
        aria-disabled={busy}
      >
        {retryLabel}
      </button>
    </div>
  );
}
