/** Technical characteristics: the filters, choice guide, comparator and quantity calculator use them. */

export interface SeedCaracteristic {
  technicalName: string;
  label: string;
  unit: string | null;
  kind: 'choice' | 'number';
  filterable: boolean;
  options: [value: string, label: string][];
}

export const caracteristics: SeedCaracteristic[] = [
  {
    technicalName: 'work_type',
    label: 'Type of work',
    unit: null,
    kind: 'choice',
    filterable: true,
    options: [
      ['filling', 'Filling holes and cracks'],
      ['smoothing', 'Smoothing'],
      ['levelling', 'Levelling'],
      ['jointing', 'Plasterboard jointing'],
      ['preparing', 'Preparing the surface'],
      ['decorating', 'Decorative finish'],
    ],
  },
  {
    technicalName: 'application_area',
    label: 'Application area',
    unit: null,
    kind: 'choice',
    filterable: true,
    options: [
      ['interior', 'Interior'],
      ['exterior', 'Exterior'],
    ],
  },
  {
    technicalName: 'support',
    label: 'Support',
    unit: null,
    kind: 'choice',
    filterable: true,
    options: [
      ['plaster', 'Plaster'],
      ['plasterboard', 'Plasterboard'],
      ['concrete', 'Concrete'],
      ['masonry', 'Brick and block'],
      ['render', 'Cement render'],
      ['painted', 'Old paint'],
      ['tiles', 'Tiles'],
      ['wood', 'Wood'],
    ],
  },
  {
    technicalName: 'form',
    label: 'Form',
    unit: null,
    kind: 'choice',
    filterable: true,
    options: [
      ['powder', 'Powder'],
      ['paste', 'Ready-to-use paste'],
    ],
  },
  {
    technicalName: 'finish',
    label: 'Finish',
    unit: null,
    kind: 'choice',
    filterable: true,
    options: [
      ['standard', 'Standard'],
      ['fine', 'Fine'],
      ['very_fine', 'Very fine'],
    ],
  },
  {
    technicalName: 'damp_rooms',
    label: 'Suitable for damp rooms',
    unit: null,
    kind: 'choice',
    filterable: true,
    options: [
      ['yes', 'Yes'],
      ['no', 'No'],
    ],
  },
  {
    technicalName: 'sandable',
    label: 'Sandable',
    unit: null,
    kind: 'choice',
    filterable: true,
    options: [
      ['yes', 'Yes'],
      ['no', 'No'],
    ],
  },
  { technicalName: 'thickness_min', label: 'Minimum thickness', unit: 'mm', kind: 'number', filterable: false, options: [] },
  { technicalName: 'thickness_max', label: 'Maximum thickness', unit: 'mm', kind: 'number', filterable: false, options: [] },
  { technicalName: 'consumption', label: 'Consumption', unit: 'kg/m²/mm', kind: 'number', filterable: false, options: [] },
  { technicalName: 'drying_time', label: 'Drying time before painting', unit: 'h', kind: 'number', filterable: false, options: [] },
  { technicalName: 'coats', label: 'Recommended coats', unit: null, kind: 'number', filterable: false, options: [] },
  { technicalName: 'pack_sizes', label: 'Pack sizes', unit: 'kg', kind: 'number', filterable: false, options: [] },
];
