interface ChoiceSelectProps<T extends string> {
  value: T;
  choices: readonly T[];
  /** Each choice's visible name. */
  nameOf: (choice: T) => string;
  onChange: (choice: T) => void;
}

/** A native select over a fixed list of string choices, in the light form style (44 px on a coarse pointer). */
export function ChoiceSelect<T extends string>({ value, choices, nameOf, onChange }: ChoiceSelectProps<T>) {
  return (
    <select
      value={value}
      onChange={(event) => onChange(event.target.value as T)}
      className="rounded-md border border-slate-300 bg-white px-2 py-1 text-slate-900 pointer-coarse:min-h-11"
    >
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {nameOf(choice)}
        </option>
      ))}
    </select>
  );
}
