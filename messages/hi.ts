// The Hindi catalogue, one JSON file a namespace like messages/en.ts, and of the same shape:
// typing it as the English catalogue makes a missing or misspelt key a compile error.
import type en from './en';
import BirthForm from './hi/BirthForm.json';
import Footer from './hi/Footer.json';
import Header from './hi/Header.json';
import Home from './hi/Home.json';
import Kundli from './hi/Kundli.json';
import KundliChart from './hi/KundliChart.json';
import KundliForm from './hi/KundliForm.json';
import Layout from './hi/Layout.json';
import Match from './hi/Match.json';
import Nav from './hi/Nav.json';
import Reports from './hi/Reports.json';

const hi: typeof en = { Layout, Header, Nav, Footer, Home, BirthForm, Kundli, KundliChart, KundliForm, Match, Reports };

export default hi;
