// Headless core of the list widgets (spec 1 §2 List widget, Card list widget, Full list; §4 Card
// list; §5 title tag rules; §9 list constants): pure rules and hooks the pc and mobile views draw.
export * from './listTexts.js';
export * from './fullListHandOver.js';
