/**
 * A page's title, and beside it the one primary action the page offers (add, create, grant…);
 * omit the action where the administrator may not take it, and the button is not shown.
 */
export function PageHead({
  title,
  action,
}: {
  title: string;
  action?: { label: string; onClick(): void } | undefined;
}) {
  return (
    <div className="page-head">
      <h1>{title}</h1>
      {action && (
        <div className="page-actions">
          <button type="button" className="button-primary" onClick={action.onClick}>
            {action.label}
          </button>
        </div>
      )}
    </div>
  );
}
