/**
 * The foot of an editable list of a configuration (spins, rains, packets, places, thresholds):
 * the contract's refusal of the list as a whole, then the button that adds a row, disabled once
 * the list holds as many as the contract allows.
 */
export function ListEnd({
  error,
  addLabel,
  isFull,
  onAdd,
}: {
  error: string | undefined;
  addLabel: string;
  isFull: boolean;
  onAdd(): void;
}) {
  return (
    <>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="button" disabled={isFull} onClick={onAdd}>
        {addLabel}
      </button>
    </>
  );
}
