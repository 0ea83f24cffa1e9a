import { render } from 'preact';
import { MeApp } from './me.js';
import { OperatorApp } from './operator.js';
import './styles.css';

const root = document.getElementById('app')!;
render(/\/ui\/me\/?$/.test(location.pathname) ? <MeApp /> : <OperatorApp />, root);
