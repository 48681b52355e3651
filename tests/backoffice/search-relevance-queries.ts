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
