/** The Dutch texts of checking an approval before deciding (loaded with the approval dialog). */
export const nlApprovalReview = {
  'approvalReview.showAll': 'Toon alles',
  'approvalReview.showLess': 'Toon minder',
  'approvalReview.blank': '⟨{count} lege tekens⟩',
  'approvalReview.hidden': '⟨onzichtbaar teken {code}⟩',
  'approvalReview.tooBig': 'Te groot of te diep genest om hier helemaal te tonen.',
  'approvalReview.more': '… en nog {count} parameters, niet getoond.',
  'approvalReview.waitScroll': 'Bekijk eerst alle {count} parameters (scroll naar beneden).',
  'approvalReview.waitOpen': 'Open eerst elke ingekorte waarde met Toon alles (nog {count}).',
  'approvalReview.waitUnshowable': 'Niet alles in dit verzoek kan getoond worden: alleen afwijzen kan.',
  'approvalPlace.afterRun': 'Let op: dit verzoek kwam na het einde van de run. Beantwoorden kan nog.',
  'approvalPlace.unknownCall': 'Let op: dit verzoek noemt een tool-aanroep die nooit begon ({id}).',
};
