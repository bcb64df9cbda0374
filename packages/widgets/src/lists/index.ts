// Headless core of the list widgets (spec 1 §2 List widget, Card list widget, Full list; §4 Card
// list; §5 title tag rules; §9 list constants): pure rules and hooks the pc and mobile views draw.
export * from './listTexts.js';
export * from './fullListHandOver.js';
export * from './operationNumber.js';
export * from './tagText.js';
export * from './fieldValue.js';
export * from './cardListConfig.js';
export * from './cardModel.js';
export * from './cardSelection.js';
export * from './useCardList.js';
export * from './memoByItem.js';
export * from './submitList.js';
