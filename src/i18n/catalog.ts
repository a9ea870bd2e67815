const nl = {
  'app.title': 'HAI — inspectie-assistent',
  'app.subtitle': 'AGORA',
  'header.persona': 'Inspecteur',
  'header.language': 'Taal',
  'connection.connecting': 'Verbinden…',
  'connection.open': 'Verbonden',
  'connection.reconnecting': 'Opnieuw verbinden…',
  'connection.reconnectingIn': 'Opnieuw verbinden over {seconds} s',
  'connection.offline': 'Offline',
  'connection.closed': 'Verbinding gesloten',
  'connection.reconnect': 'Nu verbinden',
  'connection.queued': '{count} in wachtrij',
  'run.idle': 'Klaar voor je vraag',
  'run.running': 'Bezig…',
  'run.finished': 'Klaar',
  'run.error': 'Er ging iets mis',
  'run.interrupted': 'Onderbroken — verbinding verloren',
  'step.routing': 'Vraag doorsturen',
  'step.thinking': 'Nadenken',
  'step.executing_tools': 'Hulpmiddelen gebruiken',
  'chat.label': 'Gesprek',
  'chat.empty.title': 'Start een inspectie',
  'chat.empty.body': 'Typ je vraag of kies een voorbeeld. AGORA zoekt bedrijfsgegevens, historie en regelgeving voor je op.',
  'chat.you': 'Jij',
  'chat.queued': 'Wacht op verbinding',
  'chat.streaming': 'Schrijft…',
  'chat.incomplete': 'Onvolledig',
  'chat.runError': 'Fout: {message}',
  'composer.label': 'Bericht aan AGORA',
  'composer.placeholder': 'Typ je vraag… (Enter = versturen, Shift+Enter = nieuwe regel)',
  'composer.send': 'Versturen',
  'suggest.start': 'Start inspectie bij Restaurant Bella Rosa (KVK 92251854)',
  'suggest.finding': 'Bevinding: de koelcel staat op 9 °C en er liggen muizenkeutels in de opslag',
  'suggest.report': 'Maak het inspectierapport op',
  'suggest.question': 'Welke regels gelden voor allergeneninformatie op de menukaart?',
  'composer.counter': '{count} / {max}',
  'composer.tooLong': 'Je bericht is {over} tekens te lang (maximaal {max}).',
  'agent.general-agent': 'Algemene assistent',
  'agent.history-agent': 'Bedrijfshistorie',
  'agent.regulation-agent': 'Regelgeving',
  'agent.reporting-agent': 'Rapportage',
  'agent.unknown': 'Assistent',
} as const;

export type MessageKey = keyof typeof nl;
export type Catalog = Record<MessageKey, string>;

const en: Catalog = {
  'app.title': 'HAI — inspection assistant',
  'app.subtitle': 'AGORA',
  'header.persona': 'Inspector',
  'header.language': 'Language',
  'connection.connecting': 'Connecting…',
  'connection.open': 'Connected',
  'connection.reconnecting': 'Reconnecting…',
  'connection.reconnectingIn': 'Reconnecting in {seconds} s',
  'connection.offline': 'Offline',
  'connection.closed': 'Connection closed',
  'connection.reconnect': 'Connect now',
  'connection.queued': '{count} queued',
  'run.idle': 'Ready for your question',
  'run.running': 'Working…',
  'run.finished': 'Done',
  'run.error': 'Something went wrong',
  'run.interrupted': 'Interrupted — connection lost',
  'step.routing': 'Routing the question',
  'step.thinking': 'Thinking',
  'step.executing_tools': 'Using tools',
  'chat.label': 'Conversation',
  'chat.empty.title': 'Start an inspection',
  'chat.empty.body': 'Type your question or pick an example. AGORA looks up company data, history and regulations for you.',
  'chat.you': 'You',
  'chat.queued': 'Waiting for connection',
  'chat.streaming': 'Writing…',
  'chat.incomplete': 'Incomplete',
  'chat.runError': 'Error: {message}',
  'composer.label': 'Message to AGORA',
  'composer.placeholder': 'Type your question… (Enter = send, Shift+Enter = new line)',
  'composer.send': 'Send',
  'suggest.start': 'Start an inspection at Restaurant Bella Rosa (KVK 92251854)',
  'suggest.finding': 'Finding: the cold store is at 9 °C and there are mouse droppings in storage',
  'suggest.report': 'Draw up the inspection report',
  'suggest.question': 'Which rules apply to allergen information on the menu?',
  'composer.counter': '{count} / {max}',
  'composer.tooLong': 'Your message is {over} characters too long (at most {max}).',
  'agent.general-agent': 'General assistant',
  'agent.history-agent': 'Company history',
  'agent.regulation-agent': 'Regulations',
  'agent.reporting-agent': 'Reporting',
  'agent.unknown': 'Assistant',
};

export const catalogs = { nl: nl as Catalog, en } as const;
export type Language = keyof typeof catalogs;
export const languages = Object.keys(catalogs) as Language[];

/** Fills `{name}` placeholders. */
export function format(template: string, vars?: Record<string, string | number>): string {
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

export function isMessageKey(key: string): key is MessageKey {
  return key in nl;
}
