import "@stampwise/ui/styles.css";
import { currentLanguage } from "@stampwise/i18n";
import { mountApp } from "@stampwise/web";
import { App } from "./app/app";
import { i18n } from "./shared/i18n";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

mountApp(root, <App />, currentLanguage(i18n));
