/**
 * The header row of a reference table (props, options, events): one column header per name, each
 * with `scope="col"` so screen readers announce it with the cells below it.
 */
export function TableHead({ headers }: { headers: readonly string[] }) {
  return (
    <thead>
      <tr>
        {headers.map((header) => (
          <th key={header} scope="col">
            {header}
          </th>
        ))}
      </tr>
    </thead>
  );
}
