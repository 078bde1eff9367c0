// The hydration starter: the inline script each document carries right after React Router's inert
// module script (hydrate-after-load.ts has what it does and why). The build minifies this file
// (`?minified` in vite.config.ts), and hydrate-after-load.ts writes each UPPER_CASE name below as
// its value. It runs before the site's code and needs none of it; a browser too old for its syntax
// keeps the page as the server sent it, as it would for the site's own modules.
((d, w) => {
  const script = d.currentScript;
  const module = script.previousElementSibling;
  const nonce = script.nonce;
  let started = false;

  function hydrated() {
    return d.documentElement.hasAttribute(HYDRATED_ATTRIBUTE);
  }

  function go() {
    if (started) return;
    started = true;
    const preloads = (module.getAttribute("data-preload") || "").split(" ").filter(Boolean);
    let preloaded = 0;
    const dataUrl = module.getAttribute(ROUTE_DATA_ATTRIBUTE);
    const css = d.querySelector(`style[${USED_ONLY_ATTRIBUTE}]`);
    const wholeCss = css?.getAttribute("data-href");
    // The page's code starts once the whole stylesheet (or else the last preload) and, when the
    // document names it, the route data are there.
    let waiting = dataUrl ? 2 : 1;

    function start() {
      if (--waiting) return;
      const code = d.createElement("script");
      code.type = "module";
      code.nonce = nonce;
      code.textContent = module.textContent;
      d.body.appendChild(code);
    }

    function fetchData(tries) {
      fetch(dataUrl)
        .then((response) => {
          if (!response.ok) throw new Error(`route data: ${response.status}`);
          return response.text();
        })
        .then(
          (text) => {
            const stream = w.__reactRouterContext.streamController;
            stream.enqueue(text);
            stream.close();
            start();
          },
          (error) => {
            if (tries < ROUTE_DATA_TRIES) {
              setTimeout(() => {
                fetchData(tries + 1);
              }, tries * ROUTE_DATA_RETRY_MS);
            } else console.error(error);
          },
        );
    }

    // One preload per task: all in one is a long task on a slow phone.
    function preloadNext() {
      if (preloaded === preloads.length) {
        if (!wholeCss) start();
        return;
      }
      const link = d.createElement("link");
      link.rel = "modulepreload";
      link.href = preloads[preloaded++];
      link.nonce = nonce;
      d.head.appendChild(link);
      setTimeout(preloadNext, 0);
    }

    function loadWholeCss() {
      const stylesheet = d.createElement("link");
      stylesheet.rel = "stylesheet";
      stylesheet.href = wholeCss;
      stylesheet.onload = stylesheet.onerror = start;
      d.head.appendChild(stylesheet);
    }

    if (dataUrl) fetchData(1);
    if (wholeCss) loadWholeCss();
    setTimeout(preloadNext, 0);
  }

  // The frame after the next one is drawn, in a task of its own.
  function afterFrame() {
    requestAnimationFrame(() => {
      setTimeout(go, 0);
    });
  }

  function afterFirstPaint() {
    const Observer = w.PerformanceObserver;
    if (!Observer || (Observer.supportedEntryTypes || []).indexOf("paint") < 0) return afterFrame();
    new Observer((list, observer) => {
      if (list.getEntriesByName("first-contentful-paint").length) {
        observer.disconnect();
        afterFrame();
      }
    }).observe({ type: "paint", buffered: true });
  }

  if (d.readyState === "complete") afterFirstPaint();
  else w.addEventListener("load", afterFirstPaint, { once: true });

  // A touch or a key starts the code once its interaction is over, never inside its events.
  const once = { once: true, passive: true, capture: true };
  let interacting = false;
  function afterInteraction() {
    if (interacting) return;
    interacting = true;
    ["click", "pointercancel", "keyup", "contextmenu"].forEach((type) => {
      w.addEventListener(type, afterFrame, once);
    });
    setTimeout(afterFrame, INTERACTION_SETTLED_MS);
  }
  ["pointerdown", "keydown", "touchstart"].forEach((type) => {
    w.addEventListener(type, afterInteraction, once);
  });
  w.addEventListener("focusin", afterFrame, once);

  // A script-only button tapped before hydration is tapped again once the page has hydrated.
  let tapped = null;
  d.addEventListener(
    "click",
    (event) => {
      if (hydrated()) return;
      const button = event.target?.closest?.("button");
      if (
        button &&
        !button.hasAttribute("popovertarget") &&
        !button.hasAttribute("commandfor") &&
        (button.type === "button" || !button.form)
      ) {
        tapped = button;
        go();
      }
    },
    true,
  );
  w.addEventListener(
    HYDRATED_EVENT,
    () => {
      const button = tapped;
      tapped = null;
      if (button?.isConnected) button.click();
    },
    { once: true },
  );

  // The platform's own controls' events stop at the window until the page has hydrated.
  REACT_HYDRATING_EVENTS.split(" ").forEach((type) => {
    w.addEventListener(
      type,
      (event) => {
        if (!hydrated() && event.target?.closest?.(PLATFORM_CONTROLS)) event.stopPropagation();
      },
      true,
    );
  });

  setTimeout(go, HYDRATE_AT_LATEST_MS);
})(document, window);
