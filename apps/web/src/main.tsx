import './app/zod-without-eval.ts';
import { startApp } from './app/start-app.tsx';
import './app/styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
void startApp(root);
