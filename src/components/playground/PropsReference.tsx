import { graphql, useStaticQuery } from 'gatsby';
import {
  EMPTY_CELL,
  PROPS_TABLE_HEADERS,
  REQUIRED_NOTE,
  type PropsTableRow,
} from '../../shared/props-table';
import { InlineMarkdown } from './InlineMarkdown';
import { TableHead } from './TableHead';
import * as styles from './playground.module.css';

export function PropsTable({ props }: { props: readonly PropsTableRow[] }) {
  return (
    <div className={styles.tableWrap} tabIndex={0} role="region" aria-label="Props of <Chart>">
      <table className={styles.propsTable}>
        <caption>
          Props of <code>&lt;Chart&gt;</code>, generated from the library&apos;s types at build time
        </caption>
        <TableHead headers={PROPS_TABLE_HEADERS} />
        <tbody>
          {props.map((prop) => (
            <tr key={prop.name} id={`prop-${prop.name}`}>
              <th scope="row">
                <code>{prop.name}</code>
                {prop.required && <span className={styles.required}> {REQUIRED_NOTE}</span>}
              </th>
              <td>
                <code>{prop.type}</code>
              </td>
              <td>{prop.defaultValue ? <code>{prop.defaultValue}</code> : EMPTY_CELL}</td>
              <td>
                <InlineMarkdown text={prop.description || EMPTY_CELL} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The `<Chart>` props reference, from the `ChartwrapProp` GraphQL nodes (src/node/reference/props-reference.ts). */
export default function PropsReference() {
  const data = useStaticQuery<Queries.ChartwrapPropsReferenceQuery>(graphql`
    query ChartwrapPropsReference {
      allChartwrapProp(sort: { order: ASC }) {
        nodes {
          name
          type
          required
          defaultValue
          description
        }
      }
    }
  `);
  return <PropsTable props={data.allChartwrapProp.nodes} />;
}
