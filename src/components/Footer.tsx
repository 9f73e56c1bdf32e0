import type { FooterConfig } from '../shared/types';
import { Logo } from './Logo';
import { SmartLink } from './SmartLink';

/** Link columns (or one row of links separated by a middle dot), the logo and the copyright. */
export function Footer({ config }: { config: FooterConfig }) {
  return (
    <footer className="footer">
      <div className="footer__inner">
        {config.columns.length > 0 ? (
          <div className="footer__columns">
            {config.columns.map((col) => (
              <div className="footer__column" key={col.title}>
                <h2 className="footer__title">{col.title}</h2>
                <ul>
                  {col.items.map((item) => (
                    <li key={item.label}>
                      <SmartLink to={item.href ?? item.to ?? '/'}>{item.label}</SmartLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        ) : (
          <div className="footer__row">
            {config.row.map((item, i) => (
              <span key={item.label}>
                {i > 0 && <span className="footer__sep"> · </span>}
                <SmartLink to={item.href ?? item.to ?? '/'}>{item.label}</SmartLink>
              </span>
            ))}
          </div>
        )}
        <div className="footer__bottom">
          <Logo size={28} />
          <p className="footer__copyright">{config.copyright}</p>
        </div>
      </div>
    </footer>
  );
}
