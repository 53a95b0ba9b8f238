// Every web test may render a betting, record or chat screen: their texts are added up front here, as
// app/routes/screens.tsx adds them when such a screen loads.
import './shared/i18n/locales/sections/screen-sections.ts';
import './shared/i18n/locales/sections/shell-sections.ts';
import './shared/i18n/locales/sections/chat-sections.ts';
