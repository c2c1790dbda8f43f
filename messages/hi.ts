// The Hindi catalogue, one JSON file a namespace like messages/en.ts, and of the same shape:
// typing it as the English catalogue makes a missing or misspelt key a compile error.
import type en from './en';
import Auth from './hi/Auth.json';
import Footer from './hi/Footer.json';
import Header from './hi/Header.json';
import Home from './hi/Home.json';
import Layout from './hi/Layout.json';
import Nav from './hi/Nav.json';

const hi: typeof en = { Layout, Header, Nav, Footer, Home, Auth };

export default hi;
