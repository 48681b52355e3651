import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { GuidePictogram } from '../../../src/shared/features/choice-guide/guide-pictograms.tsx';
import { caracteristics } from '../../../src/backoffice/demo/data/caracteristics.ts';

const drawing = (question: string, value: string) => renderToStaticMarkup(<GuidePictogram question={question} value={value} />);

describe('the choice guide’s pictograms', () => {
  test('each answer of the demo guide has a pictogram of its own, and a decorative one', () => {
    const guideQuestions = ['work_type', 'application_area', 'support', 'form', 'finish'];
    const answers = caracteristics.filter((question) => guideQuestions.includes(question.technicalName)).flatMap((question) => question.options.map(([value]) => [question.technicalName, value] as const));
    const neutral = drawing('work_type', 'no-such-answer');
    const drawings = answers.map(([question, value]) => drawing(question, value));
    expect(drawings.filter((svg) => svg === neutral)).toEqual([]);
    expect(new Set(drawings).size).toBe(drawings.length);
    for (const svg of drawings) expect(svg).toMatch(/^<svg class="pictogram" viewBox="0 0 48 48"[^>]* aria-hidden="true" focusable="false"/);
  });

  test('the works and surfaces a guide may ask about have their own pictogram', () => {
    const neutral = drawing('any', 'no-such-answer');
    for (const value of ['hole', 'crack', 'ceiling', 'facade', 'wood', 'damp_room', 'plaster', 'plasterboard', 'powder', 'paste']) expect(drawing('any', value)).not.toBe(neutral);
  });

  test('a value alone that says nothing is drawn by its question; an unknown answer gets the neutral filling knife', () => {
    expect(drawing('damp_rooms', 'yes')).toBe(drawing('any', 'damp_room'));
    expect(drawing('sandable', 'yes')).not.toBe(drawing('damp_rooms', 'yes'));
    expect(drawing('support', 'marble')).toBe(drawing('form', 'gel'));
  });
});
