// The English catalogue: one JSON file a namespace, so each area of the site keeps its own
// texts. English is the shape every language has (messages/hi.ts is checked against it).
import Footer from './en/Footer.json';
import Header from './en/Header.json';
import Home from './en/Home.json';
import Layout from './en/Layout.json';
import Nav from './en/Nav.json';
import Horoscope from './en/Horoscope.json';
import HoroscopeBoard from './en/HoroscopeBoard.json';
import Panchang from './en/Panchang.json';
import PanchangPicker from './en/PanchangPicker.json';

const en = { Layout, Header, Nav, Footer, Home, Panchang, PanchangPicker, Horoscope, HoroscopeBoard };

export default en;
