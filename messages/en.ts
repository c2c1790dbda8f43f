// The English catalogue: one JSON file a namespace, so each area of the site keeps its own
// texts. English is the shape every language has (messages/hi.ts is checked against it).
import Auth from './en/Auth.json';
import Footer from './en/Footer.json';
import Header from './en/Header.json';
import Home from './en/Home.json';
import Layout from './en/Layout.json';
import Nav from './en/Nav.json';

const en = { Layout, Header, Nav, Footer, Home, Auth };

export default en;
