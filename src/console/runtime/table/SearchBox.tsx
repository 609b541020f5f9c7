interface Props {
  value: string;
  label: string;
  placeholder?: string;
  onChange: (value: string) => void;
}

/** A search input; the page decides when (debounced) the text becomes its filter. */
export function SearchBox({ value, label, placeholder, onChange }: Props) {
  return (
    <input
      type="search"
      className="input search-box"
      aria-label={label}
      placeholder={placeholder ?? label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
