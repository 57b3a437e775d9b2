export { contrastRatio, parseColour } from './contrast';
export {
  CONSOLE_PRIMARY,
  CONSOLE_THEMES,
  ConsoleThemeProvider,
  PRESET_COLOURS,
  systemColorScheme,
  useColorScheme,
  useSystemColorScheme,
  type ColorScheme,
} from './theme';
