/** A form's outcome under its button: the refusal (alert) or the success (status). */
export function FormStatus({ error, success }: { error: string | null; success?: string | null }) {
  if (error)
    return (
      <p className="form-error" role="alert">
        {error}
      </p>
    );
  if (success)
    return (
      <p className="form-success" role="status">
        {success}
      </p>
    );
  return null;
}
