import "@stampwise/ui/styles.css";
import { currentLanguage } from "@stampwise/i18n";
import { mountApp } from "@stampwise/web";
import { App } from "./app/app";
import { i18n } from "./lib/i18n";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

mountApp(root, <App />, currentLanguage(i18n));

// The offline worker is registered once the page has loaded: its code is no part of the first load.
const registerWorker = () =>
  void import("./app/service-worker").then((worker) => worker.registerServiceWorker());
if (document.readyState === "complete") registerWorker();
else window.addEventListener("load", registerWorker, { once: true });
