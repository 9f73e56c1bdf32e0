import { graphql, useStaticQuery } from 'gatsby';
import * as styles from './playground.module.css';

type PropsReferenceRow = Queries.ChartwrapPropsReferenceQuery['allChartwrapProp']['nodes'][number];

/** Renders inline `code` spans of a doc comment; the rest stays text. */
function InlineMarkdown({ text }: { text: string }) {
  const parts = text.split(/(`[^`]+`)/g);
  return (
    <>
      {parts.map((part, i) =>
        part.startsWith('`') && part.endsWith('`') && part.length > 1 ? (
          <code key={i}>{part.slice(1, -1)}</code>
        ) : (
          part
        ),
      )}
    </>
  );
}

export function PropsTable({ props }: { props: readonly PropsReferenceRow[] }) {
  return (
    <div className={styles.tableWrap} tabIndex={0} role="region" aria-label="Props of <Chart>">
      <table className={styles.propsTable}>
        <caption>
          Props of <code>&lt;Chart&gt;</code>, generated from the library&apos;s types at build time
        </caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Type</th>
            <th scope="col">Default</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {props.map((prop) => (
            <tr key={prop.name} id={`prop-${prop.name}`}>
              <th scope="row">
                <code>{prop.name}</code>
                {prop.required && <span className={styles.required}> (required)</span>}
              </th>
              <td>
                <code>{prop.type}</code>
              </td>
              <td>{prop.defaultValue ? <code>{prop.defaultValue}</code> : '–'}</td>
              <td>
                <InlineMarkdown text={prop.description || '–'} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The `<Chart>` props reference, from the `ChartwrapProp` GraphQL nodes (src/build/reference.ts). */
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
          declaredIn
        }
      }
    }
  `);
  return <PropsTable props={data.allChartwrapProp.nodes} />;
}
