import { z } from 'zod';

/** `GET /health` of AGORA's API gateway names it; a backend's own health does not. */
export const GatewayHealthSchema = z.looseObject({ service: z.string().nullish() });

/** `GET /gateway/backends`: the backends behind the gateway and the one plain paths reach. */
export const GatewayBackendsSchema = z.looseObject({
  backends: z.array(z.string()),
  default: z.string().nullish(),
});
