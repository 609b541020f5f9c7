import type { ReactNode } from 'react';

/**
 * A small inline icon set for shortcuts and landing tiles, keyed by the server's iconName
 * (24×24 outline strokes, currentColor). Unknown names fall back to the generic page icon.
 */
const shapes: Record<string, ReactNode> = {
  connection: (
    <>
      <circle cx="6" cy="12" r="3" />
      <circle cx="18" cy="6" r="3" />
      <circle cx="18" cy="18" r="3" />
      <path d="M8.7 10.7 15.3 7.3M8.7 13.3l6.6 3.4" />
    </>
  ),
  adapter: (
    <>
      <path d="M9 3v5M15 3v5" />
      <path d="M6 8h12v3a6 6 0 0 1-12 0z" />
      <path d="M12 17v4" />
    </>
  ),
  fragment: (
    <>
      <path d="M4 4h7v7H4zM13 13h7v7h-7z" />
      <path d="M13 4h7v7h-4M4 13h4v7h3" />
    </>
  ),
  policy: (
    <>
      <rect x="3" y="3" width="6" height="6" rx="1" />
      <rect x="15" y="15" width="6" height="6" rx="1" />
      <path d="M6 9v4a2 2 0 0 0 2 2h7" />
      <path d="M15 6h3a3 3 0 0 1 3 3v2" />
    </>
  ),
  selector: (
    <>
      <path d="M12 3v6M12 9l-6 6M12 9l6 6" />
      <circle cx="6" cy="18" r="2.5" />
      <circle cx="18" cy="18" r="2.5" />
      <circle cx="12" cy="3.5" r="0.5" />
    </>
  ),
  session: (
    <>
      <circle cx="12" cy="13" r="8" />
      <path d="M12 9v4l3 2M9 2h6" />
    </>
  ),
  profile: (
    <>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="9" cy="11" r="2.5" />
      <path d="M5.5 17a3.5 3.5 0 0 1 7 0M15 10h3M15 14h3" />
    </>
  ),
  mapping: (
    <>
      <path d="M4 7h11M12 4l3 3-3 3" />
      <path d="M20 17H9M12 14l-3 3 3 3" />
    </>
  ),
  client: (
    <>
      <rect x="3" y="4" width="18" height="12" rx="2" />
      <path d="M8 20h8M12 16v4" />
    </>
  ),
  token: (
    <>
      <circle cx="12" cy="12" r="8" />
      <path d="M12 7v10M9 9.5c0-1 1.3-1.5 3-1.5s3 .7 3 2-1.3 1.7-3 2-3 .9-3 2 1.3 2 3 2 3-.6 3-1.5" />
    </>
  ),
  openid: (
    <>
      <path d="M11 4v16l3-1.5V3z" />
      <path d="M11 8.5C6.5 9.2 3.5 11.5 3.5 14.2c0 2.7 3.2 5 7.5 5.6M14 8.6c2.4.3 4.5 1 6 2.1l1-1.2v4h-4.5l1.3-1" />
    </>
  ),
  key: (
    <>
      <circle cx="8" cy="15" r="4" />
      <path d="m10.8 12.2 8.7-8.7M16 7l2.5 2.5M14 9l2 2" />
    </>
  ),
  certificate: (
    <>
      <rect x="3" y="4" width="18" height="12" rx="2" />
      <path d="M7 8h10M7 11h5" />
      <circle cx="16" cy="16" r="2.5" />
      <path d="m14.8 18.2-.8 3.3 2-1 2 1-.8-3.3" />
    </>
  ),
  lock: (
    <>
      <rect x="5" y="10" width="14" height="10" rx="2" />
      <path d="M8 10V7a4 4 0 0 1 8 0v3M12 14v2" />
    </>
  ),
  link: (
    <>
      <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
      <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
    </>
  ),
  redirect: (
    <>
      <path d="M4 18V11a4 4 0 0 1 4-4h11" />
      <path d="m15 3 4 4-4 4" />
      <path d="m13 17 2 2 4-4" />
    </>
  ),
  shield: (
    <>
      <path d="M12 3 5 6v5c0 4.5 3 8.3 7 10 4-1.7 7-5.5 7-10V6z" />
      <path d="m9 12 2 2 4-4" />
    </>
  ),
  database: (
    <>
      <ellipse cx="12" cy="5.5" rx="7" ry="2.5" />
      <path d="M5 5.5v13c0 1.4 3.1 2.5 7 2.5s7-1.1 7-2.5v-13M5 12c0 1.4 3.1 2.5 7 2.5s7-1.1 7-2.5" />
    </>
  ),
  password: (
    <>
      <rect x="3" y="7" width="18" height="10" rx="2" />
      <path d="M7.5 12h.01M11 12h.01M14.5 12h.01" strokeWidth="3" strokeLinecap="round" />
    </>
  ),
  users: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M3 20a6 6 0 0 1 12 0" />
      <path d="M16 4.5a3.5 3.5 0 0 1 0 7M18 14a6 6 0 0 1 3 6" />
    </>
  ),
  properties: (
    <>
      <path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0" />
      <circle cx="16" cy="6" r="2" />
      <circle cx="10" cy="12" r="2" />
      <circle cx="18" cy="18" r="2" />
    </>
  ),
  server: (
    <>
      <rect x="3" y="4" width="18" height="7" rx="1.5" />
      <rect x="3" y="13" width="18" height="7" rx="1.5" />
      <path d="M7 7.5h.01M7 16.5h.01" strokeWidth="2.5" strokeLinecap="round" />
    </>
  ),
  scope: (
    <>
      <circle cx="12" cy="12" r="8" />
      <circle cx="12" cy="12" r="3" />
      <path d="M12 2v4M12 18v4M2 12h4M18 12h4" />
    </>
  ),
  notification: (
    <>
      <path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4z" />
      <path d="M10 20a2 2 0 0 0 4 0" />
    </>
  ),
  globe: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
    </>
  ),
  license: (
    <>
      <path d="M6 3h9l4 4v14H6z" />
      <path d="M15 3v4h4M9 12h6M9 16h6" />
    </>
  ),
  log: (
    <>
      <rect x="4" y="3" width="16" height="18" rx="2" />
      <path d="M8 8h8M8 12h8M8 16h5" />
    </>
  ),
  cluster: (
    <>
      <rect x="9" y="3" width="6" height="5" rx="1" />
      <rect x="3" y="16" width="6" height="5" rx="1" />
      <rect x="15" y="16" width="6" height="5" rx="1" />
      <path d="M12 8v4M6 16v-4h12v4" />
    </>
  ),
  issuer: (
    <>
      <circle cx="12" cy="9" r="5" />
      <path d="m9 13.5-1.5 7.5 4.5-2.5 4.5 2.5-1.5-7.5" />
    </>
  ),
  settings: (
    <>
      <circle cx="12" cy="12" r="3" />
      <path d="M12 2v3M12 19v3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M2 12h3M19 12h3M4.9 19.1 7 17M17 7l2.1-2.1" />
    </>
  ),
  cloud: <path d="M7 18a4.5 4.5 0 0 1-.6-9 6 6 0 0 1 11.5 1.6A3.8 3.8 0 0 1 17.5 18z" />,
  download: <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />,
  notes: (
    <>
      <path d="M6 3h9l4 4v14H6z" />
      <path d="M9 11h7M9 15h7M9 7h3" />
    </>
  ),
  support: (
    <>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="3.5" />
      <path d="m5.6 5.6 3.9 3.9M14.5 14.5l3.9 3.9M18.4 5.6l-3.9 3.9M9.5 14.5l-3.9 3.9" />
    </>
  ),
  integrations: (
    <>
      <rect x="3" y="3" width="7" height="7" rx="1.5" />
      <rect x="14" y="3" width="7" height="7" rx="1.5" />
      <rect x="3" y="14" width="7" height="7" rx="1.5" />
      <path d="M17.5 14v7M14 17.5h7" />
    </>
  ),
  devops: (
    <>
      <path d="M7 8.5C4.5 8.5 3 10 3 12s1.5 3.5 4 3.5c3.5 0 6.5-7 10-7 2.5 0 4 1.5 4 3.5s-1.5 3.5-4 3.5c-3.5 0-6.5-7-10-7z" />
    </>
  ),
  performance: (
    <>
      <path d="M4 17a8 8 0 1 1 16 0" />
      <path d="m12 17 4-5M4 17h2M18 17h2M12 9V7" />
    </>
  ),
  external: <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />,
  edit: <path d="M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4" />,
  page: (
    <>
      <path d="M6 3h8l4 4v14H6z" />
      <path d="M14 3v4h4" />
    </>
  ),
};

/** Other names a server may use for the same pictures. */
const aliases: Record<string, string> = {
  idp: 'connection',
  sp: 'connection',
  connections: 'connection',
  adapters: 'adapter',
  keys: 'key',
  certificates: 'certificate',
  ssl: 'lock',
  metadata: 'link',
  user: 'users',
  accounts: 'users',
  scopes: 'scope',
  hosts: 'globe',
  notifications: 'notification',
  bell: 'notification',
  oauth: 'token',
  clients: 'client',
  datastore: 'database',
  policies: 'policy',
  fragments: 'fragment',
  selectors: 'selector',
  sessions: 'session',
  contracts: 'notes',
  identity: 'profile',
  applications: 'integrations',
  authentication: 'profile',
  tokens: 'token',
  security: 'shield',
  logs: 'log',
  validators: 'password',
  details: 'properties',
  issuers: 'issuer',
};

export function hasIcon(name: string | undefined): boolean {
  return Boolean(name && (name in shapes || name in aliases));
}

/** The inline SVG for an icon name; decorative (the label next to it names the shortcut). */
export function ShortcutIcon({ name, className }: { name: string | undefined; className?: string }) {
  const key = name && name in shapes ? name : name && aliases[name] ? aliases[name] : 'page';
  return (
    <svg
      className={className ?? 'shortcut-icon'}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={key}
    >
      {shapes[key]}
    </svg>
  );
}
