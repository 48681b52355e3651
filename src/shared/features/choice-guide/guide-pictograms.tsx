/**
 * The choice guide's pictograms: one line icon per answer, keyed by the answer's value (the
 * characteristic's technical value, the same in every language), or by `question:value` where a
 * value alone says nothing (`damp_rooms:yes`). Drawn on a 48 × 48 grid with 2 px round strokes in
 * the text colour of the tile (the brand's blue), the part that tells them apart filled with the
 * accent; an answer without its own pictogram gets the filling knife, the maker's emblem.
 */
import type { ReactNode } from 'react';
import { ownValue } from '../../kernel/data/own-value.ts';

const accent = { className: 'pictogram__accent' } as const;

const wall = <rect x="7" y="9" width="34" height="30" rx="2" />;
const house = <path d="M8 22 24 9l16 13M12 19v20h24V19" />;

const drawings: Readonly<Record<string, ReactNode>> = {
  // What the work is
  filling: (
    <>
      {wall}
      <circle cx="18" cy="20" r="4" {...accent} />
      <path d="m28 16-3 5 4 3-3 6" />
    </>
  ),
  hole: (
    <>
      {wall}
      <circle cx="24" cy="24" r="6" {...accent} />
    </>
  ),
  crack: (
    <>
      {wall}
      <path d="m26 9-5 8 6 5-6 7 4 10" {...accent} />
    </>
  ),
  smoothing: (
    <>
      <path d="M6 38h36" />
      <path d="M6 32c4-3 6 3 10 0" />
      <path d="m20 30 16-16 6 6-16 16z" {...accent} />
      <path d="m39 17 4-4" />
    </>
  ),
  levelling: (
    <>
      <rect x="5" y="18" width="38" height="12" rx="3" />
      <rect x="19" y="21" width="10" height="6" rx="3" {...accent} />
      <path d="M24 21v6" />
    </>
  ),
  jointing: (
    <>
      <rect x="6" y="8" width="17" height="32" rx="1" />
      <rect x="25" y="8" width="17" height="32" rx="1" />
      <rect x="20" y="8" width="8" height="32" {...accent} />
    </>
  ),
  preparing: (
    <>
      <rect x="10" y="20" width="28" height="10" rx="2" {...accent} />
      <path d="M14 20v-5a3 3 0 0 1 3-3h14a3 3 0 0 1 3 3v5M8 36h32" />
      <path d="M12 40h4M22 40h4M32 40h4" />
    </>
  ),
  decorating: (
    <>
      <rect x="8" y="8" width="28" height="10" rx="3" {...accent} />
      <path d="M36 13h4v10H24v6" />
      <rect x="21" y="29" width="6" height="12" rx="2" />
    </>
  ),
  // Where
  interior: (
    <>
      {house}
      <rect x="19" y="26" width="10" height="13" {...accent} />
    </>
  ),
  exterior: (
    <>
      <path d="M6 26 20 14l14 12M10 23v16h20V23" />
      <circle cx="37" cy="11" r="5" {...accent} />
      <path d="M4 39h40" />
    </>
  ),
  ceiling: (
    <>
      <path d="M6 16h36M6 16l8 8h20l8-8M14 24v16M34 24v16" />
      <path d="M6 16 14 24h20l8-8H6z" {...accent} />
    </>
  ),
  facade: (
    <>
      <rect x="10" y="6" width="28" height="36" rx="1" />
      <rect x="15" y="11" width="6" height="6" {...accent} />
      <rect x="27" y="11" width="6" height="6" {...accent} />
      <rect x="15" y="22" width="6" height="6" {...accent} />
      <rect x="27" y="22" width="6" height="6" {...accent} />
      <path d="M21 42v-8h6v8" />
    </>
  ),
  wall: (
    <>
      {wall}
      <path d="M7 19h34M7 29h34M18 9v10M30 19v10M18 29v10" />
    </>
  ),
  floor: (
    <>
      <path d="M4 38 14 22h20l10 16z" {...accent} />
      <path d="M24 22v16M9 30h30" />
    </>
  ),
  damp_room: <DampRoom />,
  'damp_rooms:yes': <DampRoom />,
  // What it goes on
  plaster: (
    <>
      {wall}
      <path d="M7 27c6-3 10 3 17 0s11-3 17 0v10a2 2 0 0 1-2 2H9a2 2 0 0 1-2-2z" {...accent} />
    </>
  ),
  plasterboard: (
    <>
      <rect x="10" y="6" width="28" height="36" rx="1" {...accent} />
      <path d="M14 10v28M34 10v28" />
      <circle cx="14" cy="16" r="1" />
      <circle cx="14" cy="32" r="1" />
      <circle cx="34" cy="16" r="1" />
      <circle cx="34" cy="32" r="1" />
    </>
  ),
  concrete: (
    <>
      <rect x="7" y="12" width="34" height="24" rx="2" {...accent} />
      <circle cx="15" cy="20" r="1.5" />
      <circle cx="27" cy="18" r="1" />
      <circle cx="33" cy="27" r="1.5" />
      <circle cx="19" cy="29" r="1" />
    </>
  ),
  masonry: (
    <>
      {wall}
      <rect x="7" y="19" width="12" height="10" {...accent} />
      <path d="M7 19h34M7 29h34M24 9v10M30 19v10M24 29v10" />
    </>
  ),
  render: (
    <>
      {wall}
      <path d="M11 16c3-2 5 2 8 0s5 2 8 0 5 2 8 0M11 24c3-2 5 2 8 0s5 2 8 0 5 2 8 0M11 32c3-2 5 2 8 0s5 2 8 0 5 2 8 0" {...accent} />
    </>
  ),
  painted: (
    <>
      {wall}
      <path d="M7 9h34v10c0 3-3 3-3 0v-2c0-2-3-2-3 0v8c0 3-4 3-4 0v-6c0-2-3-2-3 0v3c0 3-4 3-4 0v-5c0-2-3-2-3 0v9c0 3-4 3-4 0v-9c0-2-3-2-3 0v2c0 2-3 2-3 0z" {...accent} />
    </>
  ),
  tiles: (
    <>
      <rect x="8" y="8" width="32" height="32" rx="2" />
      <rect x="18.7" y="18.7" width="10.6" height="10.6" {...accent} />
      <path d="M18.7 8v32M29.3 8v32M8 18.7h32M8 29.3h32" />
    </>
  ),
  wood: (
    <>
      <rect x="6" y="14" width="36" height="20" rx="2" {...accent} />
      <path d="M10 20c8-3 14 3 28 0M10 28c10 3 18-3 28 0" />
      <ellipse cx="24" cy="24" rx="3" ry="2" />
    </>
  ),
  // How it comes
  powder: (
    <>
      <path d="M13 10h22l3 30H10z" {...accent} />
      <path d="M13 10c3 2 19 2 22 0M16 22h16" />
      <path d="M20 28h1M26 30h1M23 34h1" />
    </>
  ),
  paste: (
    <>
      <path d="M10 16h28l-3 24H13z" {...accent} />
      <rect x="8" y="10" width="32" height="6" rx="2" />
      <path d="M16 10c0-3 16-3 16 0" />
    </>
  ),
  // How smooth
  standard: <Finish wave="M6 26l4-6 4 8 4-7 4 8 4-6 4 7 4-8 4 7 4-5" />,
  fine: <Finish wave="M6 26c4-4 6 4 10 0s6 4 10 0 6 4 10 0 4 2 6 0" />,
  very_fine: <Finish wave="M6 26h36" />,
  // Yes and no, for a question without its own pictograms
  yes: <path d="m12 25 8 8 16-18" {...accent} />,
  no: <path d="m14 14 20 20M34 14 14 34" />,
};

function DampRoom() {
  return (
    <>
      <path d="M10 8v6M6 14h12" />
      <path d="M10 18v2M14 18v3M6 18v3" />
      <path d="M30 14c5 7 9 12 9 17a9 9 0 0 1-18 0c0-5 4-10 9-17z" {...accent} />
    </>
  );
}

function Finish({ wave }: { readonly wave: string }) {
  return (
    <>
      <path d="M6 26v14h36V26" {...accent} />
      <path d={wave} />
    </>
  );
}

/** The filling knife: the pictogram of an answer without one of its own. */
const knife = (
  <>
    <path d="M10 34 26 18l8 8-16 16H10z" {...accent} />
    <path d="m30 22 10-10a3 3 0 0 0-4-4L26 18" />
  </>
);

export function pictogramOf(question: string, value: string): ReactNode {
  return ownValue(drawings, `${question}:${value}`) ?? ownValue(drawings, value) ?? knife;
}

/** An answer's pictogram: decorative, the tile's label names the answer. */
export function GuidePictogram({ question, value }: { readonly question: string; readonly value: string }) {
  return (
    <svg className="pictogram" viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      {pictogramOf(question, value)}
    </svg>
  );
}
