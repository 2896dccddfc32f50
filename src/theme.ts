/**
 * Chakra UI v3 system: a calm legal blue (the seal of the icon), a muted gold accent, and the system CJK fonts
 * (no web font download: every lawyer's desktop already has PingFang SC or Microsoft YaHei).
 */
import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  collapsibleSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  datePickerSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  progressCircleSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  tagSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';

/**
 * Chakra's default theme minus the recipes of components LawDesk never renders (decision 015: about 15 KB gzip of
 * the first load). Every Chakra component imported anywhere in src/ needs its recipe here, or it renders unstyled
 * without any error: `node scripts/check-chakra-recipes.mjs` fails when one is missing.
 * Components without a recipe of their own: IconButton/CloseButton use `button`, InputGroup `inputAddon`, Checkbox
 * `checkmark`, RadioGroup `radiomark`; Box/Flex/Stack/Grid/Image/Portal have none; Pagination has no default recipe.
 */
const baseTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      code: codeRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
      checkmark: checkmarkRecipe,
      radiomark: radiomarkRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      checkbox: checkboxSlotRecipe,
      collapsible: collapsibleSlotRecipe,
      datePicker: datePickerSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      popover: popoverSlotRecipe,
      progress: progressSlotRecipe,
      progressCircle: progressCircleSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      tag: tagSlotRecipe,
      toast: toastSlotRecipe,
      tooltip: tooltipSlotRecipe,
    },
  },
});

const CJK_SANS = `"PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC", "Hiragino Sans GB", "Source Han Sans SC", system-ui, -apple-system, "Segoe UI", sans-serif`;

const config = defineConfig({
  globalCss: {
    html: { colorPalette: 'brand', bg: 'bg.canvas' },
    body: { bg: 'bg.canvas', color: 'fg', lineHeight: '1.6' },
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: CJK_SANS },
        body: { value: CJK_SANS },
      },
      colors: {
        brand: {
          50: { value: '#eef4fb' },
          100: { value: '#d7e5f5' },
          200: { value: '#b0cbeb' },
          300: { value: '#81a9dc' },
          400: { value: '#5185c9' },
          500: { value: '#2f68ae' },
          600: { value: '#1d4e89' },
          700: { value: '#173f70' },
          800: { value: '#123157' },
          900: { value: '#0c2240' },
          950: { value: '#07162b' },
        },
        gold: {
          50: { value: '#fbf6ea' },
          100: { value: '#f4e7c6' },
          200: { value: '#ead39a' },
          300: { value: '#dfbd6d' },
          400: { value: '#d9b45a' },
          500: { value: '#c49a3c' },
          600: { value: '#a07b2c' },
          700: { value: '#7b5e22' },
          800: { value: '#57421a' },
          900: { value: '#352812' },
          950: { value: '#1f170a' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
        gold: {
          solid: { value: '{colors.gold.500}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.gold.700}' },
          muted: { value: '{colors.gold.100}' },
          subtle: { value: '{colors.gold.50}' },
          emphasized: { value: '{colors.gold.200}' },
          focusRing: { value: '{colors.gold.500}' },
        },
        bg: {
          canvas: { value: '#f5f7fa' },
        },
      },
    },
  },
});

export const system = createSystem(mergeConfigs(defaultBaseConfig, baseTheme), config);
