/**
 * How the fake PingOne answers each credential, by credential id: `ok` answers, `unauthorized`
 * answers 401, `error` answers 500 and `timeout` never answers. Unlisted credentials are `ok`.
 */
export const CREDENTIAL_MODES = ['ok', 'unauthorized', 'error', 'timeout'] as const;
export type CredentialMode = (typeof CREDENTIAL_MODES)[number];

export const isCredentialMode = (value: unknown): value is CredentialMode => CREDENTIAL_MODES.includes(value as CredentialMode);

export class CredentialModes {
  private readonly modes = new Map<string, CredentialMode>();

  /** `initial`: the modes it starts with and returns to on reset (for example the demo's rejected credential). */
  constructor(private readonly initial: ReadonlyMap<string, CredentialMode> = new Map()) {
    this.reset();
  }

  modeOf(credentialId: string): CredentialMode {
    return this.modes.get(credentialId) ?? 'ok';
  }

  set(credentialId: string, mode: CredentialMode): void {
    this.modes.set(credentialId, mode);
  }

  reset(): void {
    this.modes.clear();
    for (const [id, mode] of this.initial) this.modes.set(id, mode);
  }
}
