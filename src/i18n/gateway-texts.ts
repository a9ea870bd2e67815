import { addTexts } from './catalog';
import { enGateway } from './en-gateway';
import { nlGateway } from './nl-gateway';

/** Adds the gateway's texts (key dialog, backend choice) to the catalogs; called when their chunk loads. */
export function registerGatewayTexts(): void {
  addTexts({ nl: nlGateway, en: enGateway });
}
