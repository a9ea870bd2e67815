/** The Dutch texts of the phone and tablet layouts: the compact header's menu and the sheets. */
export const nlLayout = {
  'layout.settings': 'Instellingen',
  'layout.close': 'Sluiten',
};
