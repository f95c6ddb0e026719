type ErrorNoticeProps = {
  title: string;
  message: string;
  onRetry?: () => void;
};

/** The visible, announced error state every element shows when its input or its data source fails. */
export function ErrorNotice({ title, message, onRetry }: ErrorNoticeProps) {
  return (
    <div role="alert" part="error" className="rounded-card border-2 border-danger bg-surface p-4 text-fg shadow-sm">
      <p className="font-semibold text-danger">{title}</p>
      <p className="mt-1 text-sm text-fg-muted">{message}</p>
      {onRetry && (
        <button
          type="button"
          onClick={onRetry}
          className="mt-3 rounded-md bg-primary px-3 py-1.5 text-sm font-medium text-on-primary hover:opacity-90"
        >
          Retry
        </button>
      )}
    </div>
  );
}
