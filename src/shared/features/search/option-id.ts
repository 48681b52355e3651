/** The id of a suggestion option: the search field names the highlighted one in aria-activedescendant. */
export const optionId = (popupId: string, index: number) => `${popupId}-option-${index}`;
