/** The keyboard-shortcut overview's texts; join the catalogs when the overview's chunk loads. */
export const nlShortcuts = {
  'shortcuts.title': 'Sneltoetsen',
  'shortcuts.close': 'Sluiten',
  'shortcuts.keys': 'Toetsen',
  'shortcuts.action': 'Wat het doet',
  'shortcuts.groupChat': 'In het berichtvak',
  'shortcuts.groupEverywhere': 'Overal',
  'shortcuts.send': 'Bericht versturen',
  'shortcuts.newline': 'Nieuwe regel',
  'shortcuts.talk': 'Spraakinvoer: ingedrukt houden om te praten, kort drukken om aan of uit te zetten',
  'shortcuts.escape': 'Dialoog of menu sluiten; hernoemen afbreken zonder te bewaren',
  'shortcuts.rename': 'Nieuwe titel bewaren (bij hernoemen)',
  'shortcuts.splitter': 'Paneelscheiding verschuiven, als die de focus heeft',
  'shortcuts.skip': 'Eerste Tab op de pagina: direct naar het berichtvak',
  'shortcuts.help': 'Dit overzicht openen (buiten een tekstvak)',
  'shortcuts.space': 'Spatie',
  'shortcuts.or': 'of',
};
