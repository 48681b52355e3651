import { Canvas, PUSH_FRAME, Variation, type Frame } from './scenes/canvas.ts';
import { airlessSpraying } from './scenes/airless-spraying.ts';
import { awardRosette } from './scenes/award-rosette.ts';
import { calculatorTubs } from './scenes/calculator-tubs.ts';
import { ceilingSkimming } from './scenes/ceiling-skimming.ts';
import { cleanAir } from './scenes/clean-air.ts';
import { crackFilling } from './scenes/crack-filling.ts';
import { dotAndDab } from './scenes/dot-and-dab.ts';
import { dryingClock } from './scenes/drying-clock.ts';
import { drywallPartition } from './scenes/drywall-partition.ts';
import { dubaiSkyline } from './scenes/dubai-skyline.ts';
import { facadeScaffold } from './scenes/facade-scaffold.ts';
import { factory, heritageWorks } from './scenes/factory.ts';
import { finishedRoomBanner } from './scenes/finished-room-banner.ts';
import { springKitBanner } from './scenes/spring-kit-banner.ts';
import { airlessSiteBanner } from './scenes/airless-site-banner.ts';
import { trainingHallBanner } from './scenes/training-hall-banner.ts';
import { storeAisleBanner } from './scenes/store-aisle-banner.ts';
import { airlessPail } from './scenes/airless-pail.ts';
import { fillerOnSill } from './scenes/filler-on-sill.ts';
import { demoStand } from './scenes/demo-stand.ts';
import { sitePlan } from './scenes/site-plan.ts';
import { measuringWall } from './scenes/measuring-wall.ts';
import { shadeSwatches } from './scenes/shade-swatches.ts';
import { pumpSettings } from './scenes/pump-settings.ts';
import { jointLevels } from './scenes/joint-levels.ts';
import { textureSamples } from './scenes/texture-samples.ts';
import { hawkAndTrowel } from './scenes/hawk-and-trowel.ts';
import { holeFilling } from './scenes/hole-filling.ts';
import { jointTaping } from './scenes/joint-taping.ts';
import { kitchen } from './scenes/kitchen.ts';
import { laboratory } from './scenes/laboratory.ts';
import { livingRoom } from './scenes/living-room.ts';
import { mapPin } from './scenes/map-pin.ts';
import { mixingBucket } from './scenes/mixing-bucket.ts';
import { mouldDamp } from './scenes/mould-damp.ts';
import { nailHole } from './scenes/nail-hole.ts';
import { officeDesk } from './scenes/office-desk.ts';
import { packagingRecycling } from './scenes/packaging-recycling.ts';
import { parquetRepair } from './scenes/parquet-repair.ts';
import { pipeGap } from './scenes/pipe-gap.ts';
import { plasterProjection } from './scenes/plaster-projection.ts';
import { primerRoller } from './scenes/primer-roller.ts';
import { renovationRoom } from './scenes/renovation-room.ts';
import { showroom } from './scenes/showroom.ts';
import { socketChase } from './scenes/socket-chase.ts';
import { springContest } from './scenes/spring-contest.ts';
import { stoneRepointing } from './scenes/stone-repointing.ts';
import { straightEdgeLevelling } from './scenes/straight-edge.ts';
import type { Subject } from './scenes/subject.ts';
import { texturedWall } from './scenes/textured-wall.ts';
import { tileCovering } from './scenes/tile-covering.ts';
import { tiledBathroom } from './scenes/tiled-bathroom.ts';
import { toolFlatlay } from './scenes/tool-flatlay.ts';
import { trainingClass } from './scenes/training-class.ts';
import { trophy } from './scenes/trophy.ts';
import { unevenWall } from './scenes/uneven-wall.ts';
import { wallSkimming } from './scenes/wall-skimming.ts';
import { windowFrame } from './scenes/window-frame.ts';
import { ownValue } from '../../shared/kernel/data/own-value.ts';


const SUBJECTS: readonly Subject[] = [
  holeFilling,
  crackFilling,
  wallSkimming,
  jointTaping,
  primerRoller,
  airlessSpraying,
  ceilingSkimming,
  drywallPartition,
  facadeScaffold,
  renovationRoom,
  tiledBathroom,
  unevenWall,
  hawkAndTrowel,
  nailHole,
  socketChase,
  pipeGap,
  straightEdgeLevelling,
  stoneRepointing,
  parquetRepair,
  windowFrame,
  texturedWall,
  mouldDamp,
  dotAndDab,
  mixingBucket,
  livingRoom,
  kitchen,
  factory,
  showroom,
  trainingClass,
  trophy,
  packagingRecycling,
  mapPin,
  dubaiSkyline,
  calculatorTubs,
  toolFlatlay,
  dryingClock,
  tileCovering,
  cleanAir,
  officeDesk,
  springContest,
  awardRosette,
  plasterProjection,
  laboratory,
  heritageWorks,
  finishedRoomBanner,
  springKitBanner,
  airlessSiteBanner,
  trainingHallBanner,
  storeAisleBanner,
  airlessPail,
  fillerOnSill,
  demoStand,
  sitePlan,
  measuringWall,
  shadeSwatches,
  pumpSettings,
  jointLevels,
  textureSamples,
];
const subjectById = new Map(SUBJECTS.map((subject) => [subject.id, subject]));

/** Every range its own subject (issue 20: no scene reused across ranges), by category slug. */
const CATEGORY_SUBJECTS: Readonly<Record<string, string>> = {
  filling: 'hole-filling',
  'small-holes-and-cracks': 'crack-filling',
  'large-holes-and-gaps': 'pipe-gap',
  'finish-smoothing': 'wall-skimming',
  'thick-smoothing': 'uneven-wall',
  'pre-treatment': 'primer-roller',
  exterior: 'facade-scaffold',
  wood: 'window-frame',
  'kitchen-and-bathroom': 'tiled-bathroom',
  'easy-solutions': 'nail-hole',
  'multi-purpose': 'renovation-room',
  'plasterers-and-drywallers': 'joint-taping',
  'specialised-solutions': 'mould-damp',
  'smoothing-compounds': 'ceiling-skimming',
  'hand-applied-smoothing': 'hawk-and-trowel',
  'spray-applied-smoothing': 'airless-spraying',
  'levelling-compounds': 'straight-edge',
  'filling-compounds': 'socket-chase',
  'plaster-and-drywall-compounds': 'drywall-partition',
  'exterior-compounds': 'stone-repointing',
  'wood-compounds': 'parquet-repair',
  'decorative-coatings': 'textured-wall',
  'specialist-solutions': 'dot-and-dab',
  'general-purpose-compounds': 'mixing-bucket',
};

/** The products' in-use pictures, by the scene the product is used in. */
const AMBIANCE_SUBJECTS: Readonly<Record<string, string>> = {
  renovation: 'renovation-room',
  bathroom: 'tiled-bathroom',
  facade: 'facade-scaffold',
  joinery: 'window-frame',
  'drywall-site': 'drywall-partition',
  'living-room': 'living-room',
};

/**
 * The home page's slides, by number: perfect walls, the contest, airless, training, stores. Each
 * is a wide banner composed for its slide alone (decision 197), never a push scene stretched.
 */
const SLIDER_SUBJECTS: readonly string[] = ['finished-room-banner', 'spring-kit-banner', 'airless-site-banner', 'training-hall-banner', 'store-aisle-banner'];

/**
 * Visuals composed for their slot alone, by visual name (decision 197): the menus' promo blocks
 * and the home page's promotions, and the pictures that would otherwise show a composition
 * already on their page (a worksheet beside its folder's video of the same subject, a CMS push
 * beside a paragraph on the same theme). No other name maps to these subjects.
 */
const SLOT_SUBJECTS: Readonly<Record<string, string>> = {
  'push-product-airless-spray-smoothing': 'airless-pail',
  'push-product-crack-and-hole-filler-paste': 'filler-on-sill',
  'push-landing-pro-days': 'demo-stand',
  'push-start-worksite': 'site-plan',
  'push-quantity-calculator': 'measuring-wall',
  'push-colorimetry': 'shade-swatches',
  'push-csr-approach': 'clean-air',
  'worksheet-airless-settings': 'pump-settings',
  'worksheet-joint-finishing-levels': 'joint-levels',
  'worksheet-textured-walls': 'texture-samples',
};

/**
 * Editorial visuals (pages, news, pushes, folders…) show what their slug is about: the first
 * rule whose words the slug contains wins, so the more specific rules come first.
 */
const SLUG_RULES: readonly (readonly [RegExp, string])[] = [
  [/crack/, 'crack-filling'],
  [/plug|hole|filling|diy/, 'hole-filling'],
  [/ceiling/, 'ceiling-skimming'],
  [/projection/, 'plaster-projection'],
  [/airless|spray/, 'airless-spraying'],
  [/paddle|mixer/, 'mixing-bucket'],
  [/knife|knives|tools|tips|advice/, 'tool-flatlay'],
  [/joint|tape|taping|techniques/, 'joint-taping'],
  [/drywall|plasterboard/, 'drywall-partition'],
  [/facade/, 'facade-scaffold'],
  [/floor|parquet/, 'parquet-repair'],
  [/wood|joinery/, 'window-frame'],
  [/lime|decorat|textur/, 'textured-wall'],
  [/tile/, 'tile-covering'],
  [/drying/, 'drying-clock'],
  [/damp/, 'kitchen'],
  [/mould/, 'mould-damp'],
  [/level|uneven/, 'straight-edge'],
  [/plaster-wall/, 'uneven-wall'],
  [/smooth/, 'wall-skimming'],
  [/powder|primer|treat|preparing/, 'primer-roller'],
  [/dubai/, 'dubai-skyline'],
  [/beirut|showroom/, 'showroom'],
  [/contest/, 'spring-contest'],
  [/of-the-year|award/, 'award-rosette'],
  [/trophy|craftsmen/, 'trophy'],
  [/training|class|pro-days/, 'training-class'],
  [/emission|label/, 'clean-air'],
  [/packaging|commitment|csr/, 'packaging-recycling'],
  [/location|store|worldwide/, 'map-pin'],
  [/how-much|calculat|choice|choosing|project/, 'calculator-tubs'],
  [/innovation|laboratory/, 'laboratory'],
  [/our-history/, 'heritage-works'],
  [/factory|history|about/, 'factory'],
  [/renovat|worksite/, 'renovation-room'],
  [/service|customer|consumer|assistant|legal|privacy|terms|logistics|sales/, 'office-desk'],
  [/fillers|compounds/, 'showroom'],
];

/** What an editorial visual shows when no rule matches its slug, by kind. */
const KIND_DEFAULTS: Readonly<Record<string, string>> = {
  page: 'renovation-room',
  news: 'showroom',
  push: 'renovation-room',
  folder: 'tool-flatlay',
  video: 'hole-filling',
  worksheet: 'tool-flatlay',
  machine: 'mixing-bucket',
  landing: 'spring-contest',
  about: 'factory',
  commitments: 'packaging-recycling',
  history: 'factory',
};

const NAME = /^([a-z]+)-([a-z0-9]+(?:-[a-z0-9]+)*)$/;

/**
 * The subject a visual's name shows (a crack being filled, plasterboard joints being taped…): no
 * two ranges share one. Null for a name of no known kind, and for a category, ambiance or slide
 * the demo does not have (a category must not borrow another range's subject).
 */
export function sceneSubjectOf(name: string): string | null {
  const match = NAME.exec(name);
  if (match === null) return null;
  const [, kind, slug] = match as unknown as [string, string, string];
  const composedForTheSlot = ownValue(SLOT_SUBJECTS, name);
  if (composedForTheSlot !== undefined) return composedForTheSlot;
  if (kind === 'category') return ownValue(CATEGORY_SUBJECTS, slug) ?? null;
  if (kind === 'ambiance') return ownValue(AMBIANCE_SUBJECTS, slug) ?? null;
  if (kind === 'slider') return /^[1-9]$/.test(slug) ? (SLIDER_SUBJECTS[Number(slug) - 1] ?? null) : null;
  const defaultSubject = ownValue(KIND_DEFAULTS, kind);
  if (defaultSubject === undefined) return null;
  return SLUG_RULES.find(([pattern]) => pattern.test(slug))?.[1] ?? defaultSubject;
}

/** A play button over video covers, drawn upright even on a mirrored scene. */
const PLAY_BADGE =
  '<circle cx="740" cy="600" r="150" fill="#1b2330" opacity="0.55"/><circle cx="740" cy="600" r="150" fill="none" stroke="#ffffff" stroke-width="12"/><path d="M690 520L830 600L690 680Z" fill="#ffffff"/>';

/** An SVG document and the width its root element declares, in drawing units (render-picture.ts's Drawing). */
export interface SceneDrawing {
  readonly svg: string;
  readonly width: number;
}

/** The frame the visual `name` is drawn in: a push visual's, or the hero's wide banner; null for no scene. */
export function sceneFrameOf(name: string): Frame | null {
  const id = sceneSubjectOf(name);
  const subject = id === null ? undefined : subjectById.get(id);
  return subject === undefined ? null : (subject.frame ?? PUSH_FRAME);
}

/** The scene of the visual `name` (e.g. `category-wood`, `slider-1`) as an SVG document, or null. */
export function sceneDrawing(name: string): SceneDrawing | null {
  const id = sceneSubjectOf(name);
  const subject = id === null ? undefined : subjectById.get(id);
  if (subject === undefined) return null;
  const frame = subject.frame ?? PUSH_FRAME;
  const canvas = new Canvas(new Variation(name), frame);
  subject.draw(canvas);
  return { svg: canvas.document(subject.mirrorable, name.startsWith('video-') ? PLAY_BADGE : ''), width: frame.width };
}
