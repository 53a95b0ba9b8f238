/** A one-time code field: digits only, the phone's numeric keyboard, filled from an SMS-less OTP. */
export function CodeInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
}) {
  return (
    <label className="form-field">
      <span className="form-label">{label}</span>
      <input
        name="code"
        className="code-input"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        autoFocus
        value={value}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
      />
    </label>
  );
}

export const isSixDigits = (code: string) => /^\d{6}$/.test(code);
