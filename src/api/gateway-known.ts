let tell: (gateway: boolean) => void = () => {};

/**
 * Whether the configured server said it is AGORA's gateway (its backend list answered), for what runs outside
 * React (the speech player asks the gateway's voice only then). Settled by the gateway query's first answer, or
 * its failure (no gateway); the app asks that query at start.
 */
export const gatewayKnown: Promise<boolean> = new Promise((resolve) => (tell = resolve));

/** The gateway query's answer (null: no gateway), passed through; only the first counts. */
export function settleGateway<Info>(info: Info | null): Info | null {
  tell(info !== null);
  return info;
}
