// The Hindi catalogue, one JSON file a namespace like messages/en.ts, and of the same shape:
// typing it as the English catalogue makes a missing or misspelt key a compile error.
import type en from './en';
import Contact from './hi/Contact.json';
import Faq from './hi/Faq.json';
import Footer from './hi/Footer.json';
import Header from './hi/Header.json';
import Home from './hi/Home.json';
import Layout from './hi/Layout.json';
import Nav from './hi/Nav.json';
import PriceLadder from './hi/PriceLadder.json';
import SelfCheckTeaser from './hi/SelfCheckTeaser.json';
import Services from './hi/Services.json';

const hi: typeof en = { Layout, Header, Nav, Footer, Home, Faq, SelfCheckTeaser, Services, PriceLadder, Contact };

export default hi;
