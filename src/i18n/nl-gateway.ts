/** AGORA's gateway: the key dialog and the backend choice; joins the catalogs when their chunk loads. */
export const nlGateway = {
  'key.title': 'API-sleutel nodig',
  'key.missing': 'Deze AGORA-server laat alleen toe wie een API-sleutel heeft. Vraag hem aan je beheerder.',
  'key.refused': 'De server weigert deze sleutel. Controleer hem en probeer het opnieuw.',
  'key.label': 'API-sleutel',
  'key.remember': 'Onthoud op dit apparaat',
  'key.rememberHint': 'Anders geldt de sleutel alleen voor dit tabblad.',
  'key.submit': 'Verbinden',
  'key.checking': 'Controleren…',
  'key.later': 'Later',
  'key.wrong': 'Deze sleutel wordt niet geaccepteerd.',
  'key.empty': 'Vul een sleutel in.',
  'key.unreachable': 'De server is niet bereikbaar; de sleutel is niet gecontroleerd.',
  'key.forget': 'API-sleutel vergeten',
  'backend.label': 'AGORA-backend',
  'backend.default': '{name} (standaard van de gateway)',
  'backend.hint': 'Elke backend heeft zijn eigen gesprekken. Wisselen laadt de app opnieuw.',
} as const;
