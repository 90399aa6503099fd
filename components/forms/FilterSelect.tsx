/** A filter of a GET search form (the integrations directory, the customer stories): its options as [value, label], the first one "all". */
export function FilterSelect({ id, name, label, value, options }: { id: string; name: string; label: string; value?: string; options: (readonly [string, string])[] }) {
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ''} className="field-control">
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );
}
