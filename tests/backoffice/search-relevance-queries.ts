/**
 * Queries as visitors type them (slips of the finger, no accents, plurals, codes, joined words,
 * everyday words), each with the product lines a visitor would be glad to see in the first three
 * suggestions (line codes: a product's reference is `{line}-{P|R}`). `pro` asks in the
 * professionals' plan, where some lines are only sold.
 */
export interface RelevanceCase {
  text: string;
  accepted: string[];
  pro?: boolean;
}

const SMOOTHING = ['FFS', 'FSM', 'ASP', 'BSM', 'S2P', 'EXS', 'ACS', 'TOT', 'SKM'];
const FILLERS = ['MPF', 'DFF', 'CHF', 'RF1', 'REN', 'OPB', 'FAC', 'ECF', 'CRM', 'WFN', 'WFO', 'DRF', 'AMF', 'TUB', 'LWF', 'CLF', 'FLX', 'SBF', 'NHP', 'HDF', 'FRF', 'AIF'];
const DAMP = ['DRF', 'BSM', 'AMF', 'TOT'];
const JOINTS = ['JCC', 'DFC', 'FLX'];

export const englishCases: RelevanceCase[] = [
  // Typos
  { text: 'smothing', accepted: SMOOTHING },
  { text: 'filer', accepted: FILLERS },
  { text: 'wood filer', accepted: ['WFN', 'WFO', 'EWR'] },
  { text: 'facade filer', accepted: ['FAC'] },
  { text: 'ceilng filler', accepted: ['CLF'] },
  { text: 'celing', accepted: ['CLF'] },
  { text: 'bathrom', accepted: ['BSM', 'DRF', 'AMF'] },
  { text: 'bathroom smothing', accepted: ['BSM'] },
  { text: 'levelling compund', accepted: ['LVT', 'WL2', 'QSL'], pro: true },
  { text: 'decoratve lime', accepted: ['DLC'] },
  { text: 'acoustc', accepted: ['ACS'], pro: true },
  { text: 'polishd plaster', accepted: ['PPE'], pro: true },
  { text: 'renovaton', accepted: ['REN'] },
  { text: 'stain bloking', accepted: ['SBF'] },
  { text: 'flexibel joint', accepted: ['FLX'] },
  { text: 'primr', accepted: ['PRM'] },
  { text: 'stabliser', accepted: ['STB'] },
  { text: 'exteriour smoothing', accepted: ['EXS'] },
  { text: 'plasterbord joints', accepted: JOINTS },
  { text: 'gypsum bonding', accepted: ['GBP'] },
  { text: 'machin plaster', accepted: ['MPL'], pro: true },
  { text: 'fire resistent', accepted: ['FRF'], pro: true },
  { text: 'lightweigth filler', accepted: ['LWF'] },
  { text: 'crack filer', accepted: ['CHF', 'ECF'] },
  { text: 'concrete repiar', accepted: ['CRM'] },
  // Accents and case
  { text: 'façade', accepted: ['FAC', 'EXS'] },
  { text: 'FACADE FILLER', accepted: ['FAC'] },
  { text: 'renov', accepted: ['REN'] },
  { text: 'Rénov smooth', accepted: ['REN'] },
  // Plurals
  { text: 'wood fillers', accepted: ['WFN', 'WFO'] },
  { text: 'damp rooms', accepted: DAMP },
  { text: 'cracks', accepted: ['CHF', 'ECF'] },
  { text: 'holes', accepted: ['CHF', 'NHP', 'DFF'] },
  { text: 'ceilings', accepted: ['CLF'] },
  { text: 'tiles', accepted: ['TOT', 'REN'] },
  { text: 'joints', accepted: JOINTS },
  // Codes
  { text: 'ffsp', accepted: ['FFS'] },
  { text: 'FFS-P', accepted: ['FFS'] },
  { text: 'ffs p', accepted: ['FFS'] },
  { text: 'mpf-r', accepted: ['MPF'] },
  { text: 'Chf', accepted: ['CHF'] },
  { text: 'amf r', accepted: ['AMF'] },
  { text: 'FFS-P-010', accepted: ['FFS'] },
  { text: 'chfr015', accepted: ['CHF'] },
  // Joined, hyphenated and spaced
  { text: 'antimould', accepted: ['AMF'] },
  { text: 'anti mould', accepted: ['AMF'] },
  { text: 'anti-mould', accepted: ['AMF'] },
  { text: 'heavyduty', accepted: ['HDF'], pro: true },
  { text: 'heavy duty', accepted: ['HDF'], pro: true },
  { text: 'multipurpose', accepted: ['MPF'] },
  { text: 'multi purpose filler', accepted: ['MPF'] },
  { text: 'ready-to-use filler', accepted: ['TUB'] },
  { text: 'ready to use', accepted: ['TUB', 'CHF', 'MPF'] },
  { text: '2in1', accepted: ['S2P'] },
  { text: '2 in 1', accepted: ['S2P'] },
  { text: 'quickset', accepted: ['QSL'], pro: true },
  { text: 'stainblocking', accepted: ['SBF'] },
  { text: 'tileontile', accepted: ['TOT'] },
  // UK and US spellings
  { text: 'mold', accepted: ['AMF'] },
  { text: 'anti-mold filler', accepted: ['AMF'] },
  { text: 'leveling', accepted: ['LVT', 'REN'] },
  { text: 'wall leveling', accepted: ['WL2', 'LVT'], pro: true },
  { text: 'stabilizer', accepted: ['STB'] },
  // Everyday words
  { text: 'placo', accepted: JOINTS },
  { text: 'spackle', accepted: FILLERS },
  { text: 'mildew', accepted: ['AMF'] },
  { text: 'shower', accepted: DAMP },
  { text: 'sheetrock', accepted: JOINTS, pro: true },
  { text: 'fast filler', accepted: ['RF1'] },
  { text: 'outdoor filler', accepted: ['FAC', 'ECF', 'CRM', 'EXS'] },
  { text: 'timber filler', accepted: ['WFN', 'WFO', 'EWR'] },
  { text: 'fireproof', accepted: ['FRF'], pro: true },
  { text: 'soundproof', accepted: ['ACS'], pro: true },
  { text: 'stucco', accepted: ['PPE'], pro: true },
  { text: 'bathroom', accepted: DAMP },
  // Words being typed
  { text: 'smoo', accepted: SMOOTHING },
  { text: 'airl', accepted: ['ASP'], pro: true },
  { text: 'conc', accepted: ['CRM'] },
  { text: 'lightw', accepted: ['LWF'] },
  { text: 'decorat', accepted: ['DLC', 'TWC'] },
];

const LISSAGE = ['FFS', 'FSM', 'ASP', 'BSM', 'ACS', 'TOT', 'EXS', 'LVT'];
const REBOUCHAGE = ['DFF', 'CHF', 'RF1', 'HDF'];

export const frenchCases: RelevanceCase[] = [
  // Fautes de frappe
  { text: 'lisage', accepted: LISSAGE },
  { text: 'carelage', accepted: ['TOT', 'REN'] },
  { text: 'rebouchge', accepted: REBOUCHAGE },
  { text: 'moisisure', accepted: ['AMF'] },
  { text: 'fisure', accepted: ['CHF', 'ECF'] },
  { text: 'égalissage', accepted: ['WL2', 'QSL'], pro: true },
  { text: 'rebouchage rapid', accepted: ['RF1'] },
  { text: 'lisage fin', accepted: ['FSM', 'FFS'] },
  { text: 'enduit plafon', accepted: ['CLF'] },
  { text: 'acoustiqe', accepted: ['ACS'], pro: true },
  { text: 'impresion accrochage', accepted: ['PRM'] },
  { text: 'reparation betton', accepted: ['CRM'] },
  { text: 'decoratif texure', accepted: ['TWC'] },
  { text: 'fixatuer', accepted: ['STB'] },
  // Accents
  { text: 'enduit facade', accepted: ['FAC'] },
  { text: 'pate a bois', accepted: ['WFN', 'WFO'] },
  { text: 'pâte à bois', accepted: ['WFN', 'WFO'] },
  { text: 'réparation béton', accepted: ['CRM'] },
  { text: 'reparation beton', accepted: ['CRM'] },
  { text: 'stuc cire', accepted: ['PPE'], pro: true },
  { text: 'platre projete machine', accepted: ['MPL'], pro: true },
  { text: 'plâtre de dressage', accepted: ['GBP'] },
  { text: 'enduit allege', accepted: ['LWF'] },
  { text: 'egalisage', accepted: ['WL2', 'QSL'], pro: true },
  { text: 'ragreage', accepted: ['REN'] },
  { text: 'exterieur', accepted: ['FAC', 'EXS', 'ECF'] },
  { text: 'ENDUIT EXTERIEUR', accepted: ['FAC'] },
  // Pluriels
  { text: 'pieces humides', accepted: DAMP },
  { text: 'pièce humide', accepted: DAMP },
  { text: 'enduits facade', accepted: ['FAC'] },
  { text: 'fissures', accepted: ['CHF', 'ECF'] },
  { text: 'trous', accepted: ['CHF', 'NHP', ...REBOUCHAGE] },
  { text: 'trous de clous', accepted: ['NHP', 'CHF'] },
  { text: 'mastic fissures', accepted: ['ECF'] },
  { text: 'joints souples', accepted: ['FLX'] },
  { text: 'plafonds', accepted: ['CLF'] },
  // Codes
  { text: 'ffsp', accepted: ['FFS'] },
  { text: 'FFS-R', accepted: ['FFS'] },
  { text: 'chf r', accepted: ['CHF'] },
  { text: 'NHP-R-015', accepted: ['NHP'] },
  // Mots attachés, avec tirets ou espacés
  { text: 'multiusage', accepted: ['MPF'] },
  { text: 'multi usages', accepted: ['MPF'] },
  { text: 'multi-usages', accepted: ['MPF'] },
  { text: 'anti moisissure', accepted: ['AMF'] },
  { text: 'antimoisissures', accepted: ['AMF'] },
  { text: 'bloque taches', accepted: ['SBF'] },
  { text: 'bloquetache', accepted: ['SBF'] },
  { text: 'coupe feu', accepted: ['FRF'], pro: true },
  { text: 'coupefeu', accepted: ['FRF'], pro: true },
  { text: 'sous-couche', accepted: ['PRM', 'STB', 'GBP'] },
  { text: 'tout en un', accepted: ['AIF', 'S2P'], pro: true },
  { text: '2 en 1', accepted: ['S2P'] },
  { text: 'pret a l emploi', accepted: ['TUB'] },
  // Mots de tous les jours
  { text: 'salle de bain', accepted: DAMP },
  { text: 'salle de bains', accepted: DAMP },
  { text: "salle d'eau", accepted: DAMP },
  { text: 'douche', accepted: DAMP },
  { text: 'placo', accepted: JOINTS },
  { text: 'ignifuge', accepted: ['FRF'], pro: true },
  { text: 'primaire', accepted: ['PRM'] },
  { text: 'crepi', accepted: ['FAC', 'EXS', 'ERR'] },
  { text: 'menuiserie', accepted: ['WFN', 'WFO', 'EWR'] },
  { text: 'moisi', accepted: ['AMF'] },
  { text: 'tadelakt', accepted: ['PPE'], pro: true },
  // Mots en cours de frappe
  { text: 'liss', accepted: LISSAGE },
  { text: 'rebou', accepted: REBOUCHAGE },
  { text: 'chau', accepted: ['DLC'] },
  { text: 'plaq', accepted: JOINTS, pro: true },
];

/** Nothing close in either language: no product at all. */
export const nonsenseQueries = ['xqzw', 'qqqq', 'zzzzzz', 'blorft', 'xkcdq', 'wxyzzy', 'plmoknij', 'qjxv', 'zxcvbnm', 'ghjkl'];

const PLASTERS = ['GBP', 'MPL', 'PPE', 'SKM'];
const LEVELLING = ['LVT', 'WL2', 'QSL', 'REN'];
const EXTERIOR = ['FAC', 'EXS', 'ECF', 'ERR', 'EWR', 'CRM'];
const WOOD = ['WFN', 'WFO', 'EWR'];
const HOLES = ['CHF', 'NHP', 'DFF', 'HDF'];
const DECORATIVE = ['DLC', 'TWC', 'PPE'];

/** Share of the words of the other language with an accepted product in the first three (issue 34): the test's bar and the bench's. */
export const REQUIRED_ACROSS_LANGUAGES_RATE = 0.9;

/**
 * French words typed on the English site (issue 34): the Lebanese and Emirati visitors read both
 * languages. Each finds the English products its word means, in the first three.
 */
export const frenchWordsOnEnglishSite: RelevanceCase[] = [
  // The French catalogue's "enduits" are its fillers, smoothing, joint and levelling compounds.
  { text: 'enduit', accepted: [...FILLERS, ...SMOOTHING, ...JOINTS, ...LEVELLING] },
  { text: 'enduits', accepted: [...FILLERS, ...SMOOTHING, ...JOINTS, ...LEVELLING] },
  { text: 'reboucher', accepted: FILLERS },
  { text: 'rebouchage', accepted: FILLERS },
  { text: 'fissure', accepted: ['CHF', 'ECF'] },
  { text: 'fissures', accepted: ['CHF', 'ECF'] },
  { text: 'lézarde', accepted: ['CHF', 'ECF'] },
  { text: 'plâtre', accepted: PLASTERS },
  { text: 'platre', accepted: PLASTERS },
  { text: 'bande', accepted: JOINTS },
  { text: 'lissage', accepted: SMOOTHING },
  { text: 'trou', accepted: HOLES },
  { text: 'trous', accepted: HOLES },
  { text: 'trou de clou', accepted: ['NHP'] },
  { text: 'bois', accepted: WOOD },
  { text: 'chêne', accepted: ['WFO'] },
  { text: 'béton', accepted: ['CRM'] },
  { text: 'réparation béton', accepted: ['CRM'] },
  { text: 'extérieur', accepted: EXTERIOR },
  { text: 'enduit extérieur', accepted: ['FAC', 'EXS'] },
  { text: 'plafond', accepted: ['CLF'] },
  { text: 'humidité', accepted: DAMP },
  { text: 'pièce humide', accepted: ['DRF', ...DAMP] },
  { text: 'salle de bain', accepted: ['BSM', ...DAMP] },
  { text: 'moisissure', accepted: ['AMF'] },
  { text: 'anti-moisissure', accepted: ['AMF'] },
  { text: 'prêt à l’emploi', accepted: ['TUB'] },
  { text: 'pâte à bois', accepted: ['WFN', 'WFO'] },
  { text: 'allégé', accepted: ['LWF'] },
  { text: 'carrelage', accepted: ['TOT', 'REN'] },
  { text: 'souple', accepted: ['FLX'] },
  { text: 'coupe-feu', accepted: ['FRF'], pro: true },
  { text: 'acoustique', accepted: ['ACS'], pro: true },
  { text: 'chaux', accepted: ['DLC'] },
  { text: 'décoratif', accepted: DECORATIVE },
  { text: 'stuc', accepted: ['PPE'], pro: true },
  { text: 'texturé', accepted: ['TWC'] },
  { text: 'impression', accepted: ['PRM'] },
  { text: 'primaire', accepted: ['PRM'] },
  { text: 'accrochage', accepted: ['PRM', 'OPB', 'GBP'] },
  { text: 'fixateur', accepted: ['STB'] },
  { text: 'ragréage', accepted: LEVELLING },
  { text: 'égalisage', accepted: LEVELLING, pro: true },
  { text: 'bloque-taches', accepted: ['SBF'] },
  { text: 'gros travaux', accepted: ['HDF'], pro: true },
  { text: 'épais', accepted: ['LVT'] },
  { text: 'finition', accepted: ['FFS', 'SKM', 'DFC'] },
  { text: 'anciennes peintures', accepted: ['OPB'] },
  { text: 'plâtre projeté', accepted: ['MPL'], pro: true },
  { text: 'plaque de plâtre', accepted: [...JOINTS, 'DFC'], pro: true },
];

/** English words typed on the French site: the French products they mean, in the first three. */
export const englishWordsOnFrenchSite: RelevanceCase[] = [
  { text: 'filler', accepted: [...FILLERS, ...SMOOTHING] },
  { text: 'fillers', accepted: [...FILLERS, ...SMOOTHING] },
  { text: 'fill', accepted: FILLERS },
  { text: 'filling', accepted: FILLERS },
  { text: 'crack', accepted: ['CHF', 'ECF'] },
  { text: 'cracks', accepted: ['CHF', 'ECF'] },
  { text: 'plaster', accepted: PLASTERS },
  { text: 'smoothing', accepted: SMOOTHING },
  { text: 'hole', accepted: HOLES },
  { text: 'holes', accepted: HOLES },
  { text: 'nail hole', accepted: ['NHP'] },
  { text: 'wood', accepted: WOOD },
  { text: 'oak', accepted: ['WFO'] },
  { text: 'concrete', accepted: ['CRM'] },
  { text: 'concrete repair', accepted: ['CRM'] },
  { text: 'exterior', accepted: EXTERIOR },
  { text: 'ceiling', accepted: ['CLF'] },
  { text: 'damp', accepted: DAMP },
  { text: 'damp room', accepted: ['DRF', ...DAMP] },
  { text: 'bathroom', accepted: ['BSM', ...DAMP] },
  { text: 'mould', accepted: ['AMF'] },
  { text: 'ready-to-use', accepted: ['TUB'] },
  { text: 'wood filler', accepted: ['WFN', 'WFO'] },
  { text: 'lightweight', accepted: ['LWF'] },
  { text: 'tile', accepted: ['TOT', 'REN'] },
  { text: 'tiles', accepted: ['TOT', 'REN'] },
  { text: 'flexible', accepted: ['FLX'] },
  { text: 'fire-resistant', accepted: ['FRF'], pro: true },
  { text: 'acoustic', accepted: ['ACS'], pro: true },
  { text: 'lime', accepted: ['DLC'] },
  { text: 'decorative', accepted: DECORATIVE },
  { text: 'polished plaster', accepted: ['PPE'], pro: true },
  { text: 'textured', accepted: ['TWC'] },
  { text: 'primer', accepted: ['PRM'] },
  { text: 'bonding', accepted: ['PRM', 'OPB', 'GBP'] },
  { text: 'stabiliser', accepted: ['STB'] },
  { text: 'levelling', accepted: LEVELLING, pro: true },
  { text: 'quick', accepted: ['RF1', 'QSL'] },
  { text: 'stain', accepted: ['SBF'] },
  { text: 'joint compound', accepted: JOINTS },
  { text: 'plasterboard', accepted: [...JOINTS, 'DFC'], pro: true },
  { text: 'tape', accepted: JOINTS },
  { text: 'spray', accepted: ['ASP', 'MPL'], pro: true },
  { text: 'heavy-duty', accepted: ['HDF'], pro: true },
  { text: 'thick', accepted: ['LVT'] },
  { text: 'finish', accepted: ['FFS', 'SKM', 'DFC'] },
  { text: 'old paint', accepted: ['OPB'] },
  { text: 'multi-purpose', accepted: ['MPF'] },
  { text: 'render', accepted: ['ERR', 'FAC'], pro: true },
  { text: 'sealant', accepted: ['ECF', 'NHP'] },
];
