/** The Chartwrap logo (same drawing as static/logo.svg and the favicon), inline: no request. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg
      className="logo"
      width={size}
      height={size}
      viewBox="0 0 64 64"
      role="img"
      aria-label="Chartwrap logo"
    >
      <rect width="64" height="64" rx="14" fill="#1d4ed8" />
      <rect x="13" y="34" width="8" height="17" rx="2" fill="#fff" />
      <rect x="28" y="22" width="8" height="29" rx="2" fill="#fff" />
      <rect x="43" y="13" width="8" height="38" rx="2" fill="#fff" />
      <path
        d="M10 28 L25 18 L38 23 L54 9"
        stroke="#fbbf24"
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
