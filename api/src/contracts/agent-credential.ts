/** A hotel's voice-agent credential as the admin hotel page shows it; the token itself never. */
export interface AgentCredentialStatus {
  exists: boolean;
  createdAt: string | null;
  /** When an agent request with it was last accepted (to the minute). */
  lastUsedAt: string | null;
}

/** The answer to creating or rotating: the token, this once. */
export interface IssuedAgentCredential {
  token: string;
  /** True when it replaced a credential, which stopped working at once. */
  rotated: boolean;
  credential: AgentCredentialStatus;
}
