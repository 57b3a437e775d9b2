import app from './app';
import ui from './ui';

export default { ...app, ui };
