import { a as cx, d as getPatternStyles, g as splitProps, h as patternFns, m as normalizeHTMLProps, o as css, p as memo$1, r as cva, t as sva } from "./css-BNi8J5P3.js";
import { createContext, createElement, forwardRef, useContext, useMemo } from "react";
// styled-system/jsx/is-valid-prop.mjs
var userGenerated = "css,pos,insetX,insetY,insetEnd,end,insetStart,start,flexDir,p,pl,pr,pt,pb,py,paddingY,paddingX,px,pe,paddingEnd,ps,paddingStart,ml,mr,mt,mb,m,my,marginY,mx,marginX,me,marginEnd,ms,marginStart,ringWidth,ringColor,ring,ringOffset,w,minW,maxW,h,minH,maxH,textShadowColor,bgPosition,bgPositionX,bgPositionY,bgAttachment,bgClip,bg,bgColor,bgOrigin,bgImage,bgRepeat,bgBlendMode,bgSize,bgGradient,bgLinear,bgRadial,bgConic,rounded,roundedTopLeft,roundedTopRight,roundedBottomRight,roundedBottomLeft,roundedTop,roundedRight,roundedBottom,roundedLeft,roundedStartStart,roundedStartEnd,roundedStart,roundedEndStart,roundedEndEnd,roundedEnd,borderX,borderXWidth,borderXColor,borderY,borderYWidth,borderYColor,borderStart,borderStartWidth,borderStartColor,borderEnd,borderEndWidth,borderEndColor,shadow,shadowColor,x,y,z,scrollMarginY,scrollMarginX,scrollPaddingY,scrollPaddingX,aspectRatio,boxDecorationBreak,zIndex,boxSizing,objectPosition,objectFit,overscrollBehavior,overscrollBehaviorX,overscrollBehaviorY,position,top,left,inset,insetInline,insetBlock,insetBlockEnd,insetBlockStart,insetInlineEnd,insetInlineStart,right,bottom,float,visibility,display,hideFrom,hideBelow,flexBasis,flex,flexDirection,flexGrow,flexShrink,gridTemplateColumns,gridTemplateRows,gridColumn,gridRow,gridColumnStart,gridColumnEnd,gridAutoFlow,gridAutoColumns,gridAutoRows,gap,gridGap,gridRowGap,gridColumnGap,rowGap,columnGap,justifyContent,alignContent,alignItems,alignSelf,padding,paddingLeft,paddingRight,paddingTop,paddingBottom,paddingBlock,paddingBlockEnd,paddingBlockStart,paddingInline,paddingInlineEnd,paddingInlineStart,marginLeft,marginRight,marginTop,marginBottom,margin,marginBlock,marginBlockEnd,marginBlockStart,marginInline,marginInlineEnd,marginInlineStart,spaceX,spaceY,outlineWidth,outlineColor,outline,outlineOffset,focusRing,focusVisibleRing,focusRingColor,focusRingOffset,focusRingWidth,focusRingStyle,divideX,divideY,divideColor,divideStyle,width,inlineSize,minWidth,minInlineSize,maxWidth,maxInlineSize,height,blockSize,minHeight,minBlockSize,maxHeight,maxBlockSize,boxSize,color,fontFamily,fontSize,fontSizeAdjust,fontPalette,fontKerning,fontFeatureSettings,fontWeight,fontSmoothing,fontVariant,fontVariantAlternates,fontVariantCaps,fontVariationSettings,fontVariantNumeric,letterSpacing,lineHeight,textAlign,textDecoration,textDecorationColor,textEmphasisColor,textDecorationStyle,textDecorationThickness,textUnderlineOffset,textTransform,textIndent,textShadow,WebkitTextFillColor,textOverflow,verticalAlign,wordBreak,textWrap,truncate,lineClamp,listStyleType,listStylePosition,listStyleImage,listStyle,backgroundPosition,backgroundPositionX,backgroundPositionY,backgroundAttachment,backgroundClip,background,backgroundColor,backgroundOrigin,backgroundImage,backgroundRepeat,backgroundBlendMode,backgroundSize,backgroundGradient,backgroundLinear,backgroundRadial,backgroundConic,textGradient,gradientFromPosition,gradientToPosition,gradientFrom,gradientTo,gradientVia,gradientViaPosition,borderRadius,borderTopLeftRadius,borderTopRightRadius,borderBottomRightRadius,borderBottomLeftRadius,borderTopRadius,borderRightRadius,borderBottomRadius,borderLeftRadius,borderStartStartRadius,borderStartEndRadius,borderStartRadius,borderEndStartRadius,borderEndEndRadius,borderEndRadius,border,borderWidth,borderTopWidth,borderLeftWidth,borderRightWidth,borderBottomWidth,borderBlockStartWidth,borderBlockEndWidth,borderColor,borderInline,borderInlineWidth,borderInlineColor,borderBlock,borderBlockWidth,borderBlockColor,borderLeft,borderLeftColor,borderInlineStart,borderInlineStartWidth,borderInlineStartColor,borderRight,borderRightColor,borderInlineEnd,borderInlineEndWidth,borderInlineEndColor,borderTop,borderTopColor,borderBottom,borderBottomColor,borderBlockEnd,borderBlockEndColor,borderBlockStart,borderBlockStartColor,opacity,boxShadow,boxShadowColor,mixBlendMode,filter,brightness,contrast,grayscale,hueRotate,invert,saturate,sepia,dropShadow,blur,backdropFilter,backdropBlur,backdropBrightness,backdropContrast,backdropGrayscale,backdropHueRotate,backdropInvert,backdropOpacity,backdropSaturate,backdropSepia,borderCollapse,borderSpacing,borderSpacingX,borderSpacingY,tableLayout,transitionTimingFunction,transitionDelay,transitionDuration,transitionProperty,transition,animation,animationName,animationTimingFunction,animationDuration,animationDelay,animationPlayState,animationComposition,animationFillMode,animationDirection,animationIterationCount,animationRange,animationState,animationRangeStart,animationRangeEnd,animationTimeline,transformOrigin,transformBox,transformStyle,transform,rotate,rotateX,rotateY,rotateZ,scale,scaleX,scaleY,translate,translateX,translateY,translateZ,accentColor,caretColor,scrollBehavior,scrollbar,scrollbarColor,scrollbarGutter,scrollbarWidth,scrollMargin,scrollMarginLeft,scrollMarginRight,scrollMarginTop,scrollMarginBottom,scrollMarginBlock,scrollMarginBlockEnd,scrollMarginBlockStart,scrollMarginInline,scrollMarginInlineEnd,scrollMarginInlineStart,scrollPadding,scrollPaddingBlock,scrollPaddingBlockStart,scrollPaddingBlockEnd,scrollPaddingInline,scrollPaddingInlineEnd,scrollPaddingInlineStart,scrollPaddingLeft,scrollPaddingRight,scrollPaddingTop,scrollPaddingBottom,scrollSnapAlign,scrollSnapStop,scrollSnapType,scrollSnapStrictness,scrollSnapMargin,scrollSnapMarginTop,scrollSnapMarginBottom,scrollSnapMarginLeft,scrollSnapMarginRight,scrollSnapCoordinate,scrollSnapDestination,scrollSnapPointsX,scrollSnapPointsY,scrollSnapTypeX,scrollSnapTypeY,scrollTimeline,scrollTimelineAxis,scrollTimelineName,touchAction,userSelect,overflow,overflowWrap,overflowX,overflowY,overflowAnchor,overflowBlock,overflowInline,overflowClipBox,overflowClipMargin,overscrollBehaviorBlock,overscrollBehaviorInline,fill,stroke,strokeWidth,strokeDasharray,strokeDashoffset,strokeLinecap,strokeLinejoin,strokeMiterlimit,strokeOpacity,srOnly,debug,appearance,backfaceVisibility,clipPath,hyphens,mask,maskImage,maskSize,textSizeAdjust,container,containerName,containerType,cursor,colorPalette,_hover,_focus,_focusWithin,_focusVisible,_disabled,_active,_visited,_target,_readOnly,_readWrite,_empty,_checked,_enabled,_expanded,_highlighted,_complete,_incomplete,_dragging,_before,_after,_firstLetter,_firstLine,_marker,_selection,_file,_backdrop,_first,_last,_only,_even,_odd,_firstOfType,_lastOfType,_onlyOfType,_peerFocus,_peerHover,_peerActive,_peerFocusWithin,_peerFocusVisible,_peerDisabled,_peerChecked,_peerInvalid,_peerExpanded,_peerPlaceholderShown,_groupFocus,_groupHover,_groupActive,_groupFocusWithin,_groupFocusVisible,_groupDisabled,_groupChecked,_groupExpanded,_groupInvalid,_indeterminate,_required,_valid,_invalid,_autofill,_inRange,_outOfRange,_placeholder,_placeholderShown,_pressed,_selected,_grabbed,_underValue,_overValue,_atValue,_default,_optional,_open,_closed,_fullscreen,_loading,_hidden,_current,_currentPage,_currentStep,_today,_unavailable,_rangeStart,_rangeEnd,_now,_topmost,_motionReduce,_motionSafe,_print,_landscape,_portrait,_dark,_light,_osDark,_osLight,_highContrast,_lessContrast,_moreContrast,_ltr,_rtl,_scrollbar,_scrollbarThumb,_scrollbarTrack,_horizontal,_vertical,_icon,_starting,_noscript,_invertedColors,sm,smOnly,smDown,md,mdOnly,mdDown,lg,lgOnly,lgDown,xl,xlOnly,xlDown,2xl,2xlOnly,2xlDown,smToMd,smToLg,smToXl,smTo2xl,mdToLg,mdToXl,mdTo2xl,lgToXl,lgTo2xl,xlTo2xl,@/xs,@/sm,@/md,@/lg,@/xl,@/2xl,@/3xl,@/4xl,@/5xl,@/6xl,@/7xl,@/8xl,textStyle".split(",");
var allCssProperties = "WebkitAppearance,WebkitBorderBefore,WebkitBorderBeforeColor,WebkitBorderBeforeStyle,WebkitBorderBeforeWidth,WebkitBoxReflect,WebkitLineClamp,WebkitMask,WebkitMaskAttachment,WebkitMaskClip,WebkitMaskComposite,WebkitMaskImage,WebkitMaskOrigin,WebkitMaskPosition,WebkitMaskPositionX,WebkitMaskPositionY,WebkitMaskRepeat,WebkitMaskRepeatX,WebkitMaskRepeatY,WebkitMaskSize,WebkitOverflowScrolling,WebkitTapHighlightColor,WebkitTextFillColor,WebkitTextStroke,WebkitTextStrokeColor,WebkitTextStrokeWidth,WebkitTouchCallout,WebkitUserModify,WebkitUserSelect,accentColor,alignContent,alignItems,alignSelf,alignTracks,all,anchorName,anchorScope,animation,animationComposition,animationDelay,animationDirection,animationDuration,animationFillMode,animationIterationCount,animationName,animationPlayState,animationRange,animationRangeEnd,animationRangeStart,animationTimeline,animationTimingFunction,appearance,aspectRatio,backdropFilter,backfaceVisibility,background,backgroundAttachment,backgroundBlendMode,backgroundClip,backgroundColor,backgroundImage,backgroundOrigin,backgroundPosition,backgroundPositionX,backgroundPositionY,backgroundRepeat,backgroundSize,blockSize,border,borderBlock,borderBlockColor,borderBlockEnd,borderBlockEndColor,borderBlockEndStyle,borderBlockEndWidth,borderBlockStart,borderBlockStartColor,borderBlockStartStyle,borderBlockStartWidth,borderBlockStyle,borderBlockWidth,borderBottom,borderBottomColor,borderBottomLeftRadius,borderBottomRightRadius,borderBottomStyle,borderBottomWidth,borderCollapse,borderColor,borderEndEndRadius,borderEndStartRadius,borderImage,borderImageOutset,borderImageRepeat,borderImageSlice,borderImageSource,borderImageWidth,borderInline,borderInlineColor,borderInlineEnd,borderInlineEndColor,borderInlineEndStyle,borderInlineEndWidth,borderInlineStart,borderInlineStartColor,borderInlineStartStyle,borderInlineStartWidth,borderInlineStyle,borderInlineWidth,borderLeft,borderLeftColor,borderLeftStyle,borderLeftWidth,borderRadius,borderRight,borderRightColor,borderRightStyle,borderRightWidth,borderSpacing,borderStartEndRadius,borderStartStartRadius,borderStyle,borderTop,borderTopColor,borderTopLeftRadius,borderTopRightRadius,borderTopStyle,borderTopWidth,borderWidth,bottom,boxAlign,boxDecorationBreak,boxDirection,boxFlex,boxFlexGroup,boxLines,boxOrdinalGroup,boxOrient,boxPack,boxShadow,boxSizing,breakAfter,breakBefore,breakInside,captionSide,caret,caretColor,caretShape,clear,clip,clipPath,clipRule,color,colorInterpolationFilters,colorScheme,columnCount,columnFill,columnGap,columnRule,columnRuleColor,columnRuleStyle,columnRuleWidth,columnSpan,columnWidth,columns,contain,containIntrinsicBlockSize,containIntrinsicHeight,containIntrinsicInlineSize,containIntrinsicSize,containIntrinsicWidth,container,containerName,containerType,content,contentVisibility,cornerShape,counterIncrement,counterReset,counterSet,cursor,cx,cy,d,direction,display,dominantBaseline,emptyCells,fieldSizing,fill,fillOpacity,fillRule,filter,flex,flexBasis,flexDirection,flexFlow,flexGrow,flexShrink,flexWrap,float,floodColor,floodOpacity,font,fontFamily,fontFeatureSettings,fontKerning,fontLanguageOverride,fontOpticalSizing,fontPalette,fontSize,fontSizeAdjust,fontSmooth,fontStretch,fontStyle,fontSynthesis,fontSynthesisPosition,fontSynthesisSmallCaps,fontSynthesisStyle,fontSynthesisWeight,fontVariant,fontVariantAlternates,fontVariantCaps,fontVariantEastAsian,fontVariantEmoji,fontVariantLigatures,fontVariantNumeric,fontVariantPosition,fontVariationSettings,fontWeight,forcedColorAdjust,gap,grid,gridArea,gridAutoColumns,gridAutoFlow,gridAutoRows,gridColumn,gridColumnEnd,gridColumnGap,gridColumnStart,gridGap,gridRow,gridRowEnd,gridRowGap,gridRowStart,gridTemplate,gridTemplateAreas,gridTemplateColumns,gridTemplateRows,hangingPunctuation,height,hyphenateCharacter,hyphenateLimitChars,hyphens,imageOrientation,imageRendering,imageResolution,imeMode,initialLetter,initialLetterAlign,inlineSize,inset,insetBlock,insetBlockEnd,insetBlockStart,insetInline,insetInlineEnd,insetInlineStart,interpolateSize,isolation,justifyContent,justifyItems,justifySelf,justifyTracks,left,letterSpacing,lightingColor,lineBreak,lineClamp,lineHeight,lineHeightStep,listStyle,listStyleImage,listStylePosition,listStyleType,margin,marginBlock,marginBlockEnd,marginBlockStart,marginBottom,marginInline,marginInlineEnd,marginInlineStart,marginLeft,marginRight,marginTop,marginTrim,marker,markerEnd,markerMid,markerStart,mask,maskBorder,maskBorderMode,maskBorderOutset,maskBorderRepeat,maskBorderSlice,maskBorderSource,maskBorderWidth,maskClip,maskComposite,maskImage,maskMode,maskOrigin,maskPosition,maskRepeat,maskSize,maskType,masonryAutoFlow,mathDepth,mathShift,mathStyle,maxBlockSize,maxHeight,maxInlineSize,maxLines,maxWidth,minBlockSize,minHeight,minInlineSize,minWidth,mixBlendMode,objectFit,objectPosition,offset,offsetAnchor,offsetDistance,offsetPath,offsetPosition,offsetRotate,opacity,order,orphans,outline,outlineColor,outlineOffset,outlineStyle,outlineWidth,overflow,overflowAnchor,overflowBlock,overflowClipBox,overflowClipMargin,overflowInline,overflowWrap,overflowX,overflowY,overlay,overscrollBehavior,overscrollBehaviorBlock,overscrollBehaviorInline,overscrollBehaviorX,overscrollBehaviorY,padding,paddingBlock,paddingBlockEnd,paddingBlockStart,paddingBottom,paddingInline,paddingInlineEnd,paddingInlineStart,paddingLeft,paddingRight,paddingTop,page,pageBreakAfter,pageBreakBefore,pageBreakInside,paintOrder,perspective,perspectiveOrigin,placeContent,placeItems,placeSelf,pointerEvents,position,positionAnchor,positionArea,positionTry,positionTryFallbacks,positionTryOrder,positionVisibility,printColorAdjust,quotes,r,resize,right,rotate,rowGap,rubyAlign,rubyMerge,rubyPosition,rx,ry,scale,scrollBehavior,scrollMargin,scrollMarginBlock,scrollMarginBlockEnd,scrollMarginBlockStart,scrollMarginBottom,scrollMarginInline,scrollMarginInlineEnd,scrollMarginInlineStart,scrollMarginLeft,scrollMarginRight,scrollMarginTop,scrollPadding,scrollPaddingBlock,scrollPaddingBlockEnd,scrollPaddingBlockStart,scrollPaddingBottom,scrollPaddingInline,scrollPaddingInlineEnd,scrollPaddingInlineStart,scrollPaddingLeft,scrollPaddingRight,scrollPaddingTop,scrollSnapAlign,scrollSnapCoordinate,scrollSnapDestination,scrollSnapPointsX,scrollSnapPointsY,scrollSnapStop,scrollSnapType,scrollSnapTypeX,scrollSnapTypeY,scrollTimeline,scrollTimelineAxis,scrollTimelineName,scrollbarColor,scrollbarGutter,scrollbarWidth,shapeImageThreshold,shapeMargin,shapeOutside,shapeRendering,stopColor,stopOpacity,stroke,strokeDasharray,strokeDashoffset,strokeLinecap,strokeLinejoin,strokeMiterlimit,strokeOpacity,strokeWidth,tabSize,tableLayout,textAlign,textAlignLast,textAnchor,textBox,textBoxEdge,textBoxTrim,textCombineUpright,textDecoration,textDecorationColor,textDecorationLine,textDecorationSkip,textDecorationSkipInk,textDecorationStyle,textDecorationThickness,textEmphasis,textEmphasisColor,textEmphasisPosition,textEmphasisStyle,textIndent,textJustify,textOrientation,textOverflow,textRendering,textShadow,textSizeAdjust,textSpacingTrim,textTransform,textUnderlineOffset,textUnderlinePosition,textWrap,textWrapMode,textWrapStyle,timelineScope,top,touchAction,transform,transformBox,transformOrigin,transformStyle,transition,transitionBehavior,transitionDelay,transitionDuration,transitionProperty,transitionTimingFunction,translate,unicodeBidi,userSelect,vectorEffect,verticalAlign,viewTimeline,viewTimelineAxis,viewTimelineInset,viewTimelineName,viewTransitionName,visibility,whiteSpace,whiteSpaceCollapse,widows,width,willChange,wordBreak,wordSpacing,wordWrap,writingMode,x,y,zIndex,zoom,alignmentBaseline,baselineShift,colorInterpolation,colorRendering,glyphOrientationVertical".split(",").concat(userGenerated);
var properties = new Map(allCssProperties.map((prop) => [prop, true]));
var cssPropertySelectorRegex = /&|@/;
var isCssProperty = /* @__PURE__ */ memo$1((prop) => {
	return properties.has(prop) || prop.startsWith("--") || cssPropertySelectorRegex.test(prop);
});
// styled-system/jsx/factory-helper.mjs
var defaultShouldForwardProp = (prop, variantKeys) => !variantKeys.includes(prop) && !isCssProperty(prop);
var composeShouldForwardProps = (tag, shouldForwardProp) => tag.__shouldForwardProps__ && shouldForwardProp ? (propName) => tag.__shouldForwardProps__(propName) && shouldForwardProp(propName) : shouldForwardProp;
var composeCvaFn = (cvaA, cvaB) => {
	if (cvaA && !cvaB) return cvaA;
	if (!cvaA && cvaB) return cvaB;
	if (cvaA.__cva__ && cvaB.__cva__ || cvaA.__recipe__ && cvaB.__recipe__) return cvaA.merge(cvaB);
	const error = /* @__PURE__ */ new TypeError("Cannot merge cva with recipe. Please use either cva or recipe.");
	TypeError.captureStackTrace?.(error);
	throw error;
};
var getDisplayName = (Component) => {
	if (typeof Component === "string") return Component;
	return Component?.displayName || Component?.name || "Component";
};
// styled-system/jsx/factory.mjs
function styledFn(Dynamic, configOrCva = {}, options = {}) {
	const cvaFn = configOrCva.__cva__ || configOrCva.__recipe__ ? configOrCva : cva(configOrCva);
	const forwardFn = options.shouldForwardProp || defaultShouldForwardProp;
	const shouldForwardProp = (prop) => {
		if (options.forwardProps?.includes(prop)) return true;
		return forwardFn(prop, cvaFn.variantKeys);
	};
	const defaultProps = Object.assign(options.dataAttr && configOrCva.__name__ ? { "data-recipe": configOrCva.__name__ } : {}, options.defaultProps);
	const __cvaFn__ = composeCvaFn(Dynamic.__cva__, cvaFn);
	const __shouldForwardProps__ = composeShouldForwardProps(Dynamic, shouldForwardProp);
	const __base__ = Dynamic.__base__ || Dynamic;
	const StyledComponent = /* @__PURE__ */ forwardRef(function StyledComponent(props, ref) {
		const { as: Element = __base__, unstyled, children, ...restProps } = props;
		const combinedProps = useMemo(() => Object.assign({}, defaultProps, restProps), [restProps]);
		const [htmlProps, forwardedProps, variantProps, styleProps, elementProps] = useMemo(() => {
			return splitProps(combinedProps, normalizeHTMLProps.keys, __shouldForwardProps__, __cvaFn__.variantKeys, isCssProperty);
		}, [combinedProps]);
		function recipeClass() {
			const { css: cssStyles, ...propStyles } = styleProps;
			const compoundVariantStyles = __cvaFn__.__getCompoundVariantCss__?.(variantProps);
			return cx(__cvaFn__(variantProps, false), css(compoundVariantStyles, propStyles, cssStyles), combinedProps.className);
		}
		function cvaClass() {
			const { css: cssStyles, ...propStyles } = styleProps;
			const cvaStyles = __cvaFn__.raw(variantProps);
			return cx(css(cvaStyles, propStyles, cssStyles), combinedProps.className);
		}
		const classes = () => {
			if (unstyled) {
				const { css: cssStyles, ...propStyles } = styleProps;
				return cx(css(propStyles, cssStyles), combinedProps.className);
			}
			return configOrCva.__recipe__ ? recipeClass() : cvaClass();
		};
		return createElement(Element, {
			ref,
			...forwardedProps,
			...elementProps,
			...normalizeHTMLProps(htmlProps),
			className: classes()
		}, children ?? combinedProps.children);
	});
	StyledComponent.displayName = `styled.${getDisplayName(__base__)}`;
	StyledComponent.__cva__ = __cvaFn__;
	StyledComponent.__base__ = __base__;
	StyledComponent.__shouldForwardProps__ = shouldForwardProp;
	return StyledComponent;
}
function createJsxFactory() {
	const cache = /* @__PURE__ */ new Map();
	return new Proxy(styledFn, {
		apply(_, __, args) {
			return styledFn(...args);
		},
		get(_, el) {
			if (!cache.has(el)) cache.set(el, styledFn(el));
			return cache.get(el);
		}
	});
}
var styled = /* @__PURE__ */ createJsxFactory();
// styled-system/jsx/create-style-context.mjs
function createSafeContext(contextName) {
	const Context = createContext(void 0);
	const useStyleContext = (componentName, slot) => {
		const context = useContext(Context);
		if (context === void 0) {
			const componentInfo = componentName ? `Component "${componentName}"` : "A component";
			const slotInfo = slot ? ` (slot: "${slot}")` : "";
			throw new Error(`${componentInfo}${slotInfo} cannot access ${contextName} because it's missing its Provider.`);
		}
		return context;
	};
	return [Context, useStyleContext];
}
function createStyleContext(recipe) {
	const isConfigRecipe = "__recipe__" in recipe;
	const recipeName = isConfigRecipe && recipe.__name__ ? recipe.__name__ : void 0;
	const [StyleContext, useStyleContext] = createSafeContext(recipeName ? `createStyleContext("${recipeName}")` : "createStyleContext");
	const svaFn = isConfigRecipe ? recipe : sva(recipe.config);
	const getResolvedProps = (props, slotStyles) => {
		const { unstyled, ...restProps } = props;
		if (unstyled) return restProps;
		if (isConfigRecipe) return {
			...restProps,
			className: cx(slotStyles, restProps.className)
		};
		return {
			...slotStyles,
			...restProps
		};
	};
	const withRootProvider = (Component, options) => {
		const WithRootProvider = (props) => {
			const [variantProps, otherProps] = svaFn.splitVariantProps(props);
			const slotStyles = isConfigRecipe ? svaFn(variantProps) : svaFn.raw(variantProps);
			slotStyles._classNameMap = svaFn.classNameMap;
			const mergedProps = options?.defaultProps ? {
				...options.defaultProps,
				...otherProps
			} : otherProps;
			return createElement(StyleContext.Provider, {
				value: slotStyles,
				children: createElement(Component, mergedProps)
			});
		};
		WithRootProvider.displayName = `withRootProvider(${getDisplayName(Component)})`;
		return WithRootProvider;
	};
	const withProvider = (Component, slot, options) => {
		const StyledComponent = styled(Component, {}, options);
		const WithProvider = forwardRef((props, ref) => {
			const [variantProps, restProps] = svaFn.splitVariantProps(props);
			options?.forwardProps?.forEach((key) => {
				if (key in variantProps) restProps[key] = variantProps[key];
			});
			const slotStyles = isConfigRecipe ? svaFn(variantProps) : svaFn.raw(variantProps);
			slotStyles._classNameMap = svaFn.classNameMap;
			const propsWithClass = {
				...restProps,
				className: restProps.className ?? options?.defaultProps?.className
			};
			const resolvedProps = getResolvedProps(propsWithClass, slotStyles[slot]);
			return createElement(StyleContext.Provider, {
				value: slotStyles,
				children: createElement(StyledComponent, {
					...resolvedProps,
					className: cx(resolvedProps.className, slotStyles._classNameMap[slot]),
					ref
				})
			});
		});
		WithProvider.displayName = `withProvider(${getDisplayName(Component)})`;
		return WithProvider;
	};
	const withContext = (Component, slot, options) => {
		const StyledComponent = styled(Component, {}, options);
		const componentName = getDisplayName(Component);
		const WithContext = forwardRef((props, ref) => {
			const slotStyles = useStyleContext(componentName, slot);
			const propsWithClass = {
				...props,
				className: props.className ?? options?.defaultProps?.className
			};
			const resolvedProps = getResolvedProps(propsWithClass, slotStyles[slot]);
			return createElement(StyledComponent, {
				...resolvedProps,
				className: cx(resolvedProps.className, slotStyles._classNameMap[slot]),
				ref
			});
		});
		WithContext.displayName = `withContext(${componentName})`;
		return WithContext;
	};
	return {
		withRootProvider,
		withProvider,
		withContext
	};
}
// styled-system/patterns/box.mjs
var boxConfig = { transform(props) {
	return props;
} };
var getBoxStyle = (styles = {}) => {
	const _styles = getPatternStyles(boxConfig, styles);
	return boxConfig.transform(_styles, patternFns);
};
var box = (styles) => css(getBoxStyle(styles));
box.raw = getBoxStyle;
// styled-system/patterns/flex.mjs
var flexConfig = { transform(props) {
	const { direction, align, justify, wrap: wrap2, basis, grow, shrink, ...rest } = props;
	return {
		display: "flex",
		flexDirection: direction,
		alignItems: align,
		justifyContent: justify,
		flexWrap: wrap2,
		flexBasis: basis,
		flexGrow: grow,
		flexShrink: shrink,
		...rest
	};
} };
var getFlexStyle = (styles = {}) => {
	const _styles = getPatternStyles(flexConfig, styles);
	return flexConfig.transform(_styles, patternFns);
};
var flex = (styles) => css(getFlexStyle(styles));
flex.raw = getFlexStyle;
// styled-system/patterns/stack.mjs
var stackConfig = {
	transform(props) {
		const { align, justify, direction, gap, ...rest } = props;
		return {
			display: "flex",
			flexDirection: direction,
			alignItems: align,
			justifyContent: justify,
			gap,
			...rest
		};
	},
	defaultValues: {
		direction: "column",
		gap: "8px"
	}
};
var getStackStyle = (styles = {}) => {
	const _styles = getPatternStyles(stackConfig, styles);
	return stackConfig.transform(_styles, patternFns);
};
var stack = (styles) => css(getStackStyle(styles));
stack.raw = getStackStyle;
// styled-system/patterns/vstack.mjs
var vstackConfig = {
	transform(props) {
		const { justify, gap, ...rest } = props;
		return {
			display: "flex",
			alignItems: "center",
			justifyContent: justify,
			gap,
			flexDirection: "column",
			...rest
		};
	},
	defaultValues: { gap: "8px" }
};
var getVstackStyle = (styles = {}) => {
	const _styles = getPatternStyles(vstackConfig, styles);
	return vstackConfig.transform(_styles, patternFns);
};
var vstack = (styles) => css(getVstackStyle(styles));
vstack.raw = getVstackStyle;
// styled-system/patterns/hstack.mjs
var hstackConfig = {
	transform(props) {
		const { justify, gap, ...rest } = props;
		return {
			display: "flex",
			alignItems: "center",
			justifyContent: justify,
			gap,
			flexDirection: "row",
			...rest
		};
	},
	defaultValues: { gap: "8px" }
};
var getHstackStyle = (styles = {}) => {
	const _styles = getPatternStyles(hstackConfig, styles);
	return hstackConfig.transform(_styles, patternFns);
};
var hstack = (styles) => css(getHstackStyle(styles));
hstack.raw = getHstackStyle;
// styled-system/patterns/spacer.mjs
var spacerConfig = { transform(props, { map, isCssUnit, isCssVar }) {
	const { size, ...rest } = props;
	return {
		alignSelf: "stretch",
		justifySelf: "stretch",
		flex: map(size, (v) => {
			if (v == null) return "1";
			return `0 0 ${isCssUnit(v) || isCssVar(v) ? v : `token(spacing.${v}, ${v})`}`;
		}),
		...rest
	};
} };
var getSpacerStyle = (styles = {}) => {
	const _styles = getPatternStyles(spacerConfig, styles);
	return spacerConfig.transform(_styles, patternFns);
};
var spacer = (styles) => css(getSpacerStyle(styles));
spacer.raw = getSpacerStyle;
// styled-system/patterns/square.mjs
var squareConfig = { transform(props) {
	const { size, ...rest } = props;
	return {
		display: "flex",
		alignItems: "center",
		justifyContent: "center",
		flex: "0 0 auto",
		width: size,
		height: size,
		...rest
	};
} };
var getSquareStyle = (styles = {}) => {
	const _styles = getPatternStyles(squareConfig, styles);
	return squareConfig.transform(_styles, patternFns);
};
var square = (styles) => css(getSquareStyle(styles));
square.raw = getSquareStyle;
// styled-system/patterns/circle.mjs
var circleConfig = { transform(props) {
	const { size, ...rest } = props;
	return {
		display: "flex",
		alignItems: "center",
		justifyContent: "center",
		flex: "0 0 auto",
		width: size,
		height: size,
		borderRadius: "9999px",
		...rest
	};
} };
var getCircleStyle = (styles = {}) => {
	const _styles = getPatternStyles(circleConfig, styles);
	return circleConfig.transform(_styles, patternFns);
};
var circle = (styles) => css(getCircleStyle(styles));
circle.raw = getCircleStyle;
// styled-system/patterns/center.mjs
var centerConfig = { transform(props) {
	const { inline, ...rest } = props;
	return {
		display: inline ? "inline-flex" : "flex",
		alignItems: "center",
		justifyContent: "center",
		...rest
	};
} };
var getCenterStyle = (styles = {}) => {
	const _styles = getPatternStyles(centerConfig, styles);
	return centerConfig.transform(_styles, patternFns);
};
var center = (styles) => css(getCenterStyle(styles));
center.raw = getCenterStyle;
// styled-system/patterns/link-overlay.mjs
var linkOverlayConfig = { transform(props) {
	return {
		_before: {
			content: "\"\"",
			position: "absolute",
			inset: "0",
			zIndex: "0",
			...props["_before"]
		},
		...props
	};
} };
var getLinkOverlayStyle = (styles = {}) => {
	const _styles = getPatternStyles(linkOverlayConfig, styles);
	return linkOverlayConfig.transform(_styles, patternFns);
};
var linkOverlay = (styles) => css(getLinkOverlayStyle(styles));
linkOverlay.raw = getLinkOverlayStyle;
// styled-system/patterns/aspect-ratio.mjs
var aspectRatioConfig = { transform(props, { map }) {
	const { ratio = 4 / 3, ...rest } = props;
	return {
		position: "relative",
		_before: {
			content: `""`,
			display: "block",
			height: "0",
			paddingBottom: map(ratio, (r) => `${1 / r * 100}%`)
		},
		"&>*": {
			display: "flex",
			justifyContent: "center",
			alignItems: "center",
			overflow: "hidden",
			position: "absolute",
			inset: "0",
			width: "100%",
			height: "100%"
		},
		"&>img, &>video": { objectFit: "cover" },
		...rest
	};
} };
var getAspectRatioStyle = (styles = {}) => {
	const _styles = getPatternStyles(aspectRatioConfig, styles);
	return aspectRatioConfig.transform(_styles, patternFns);
};
var aspectRatio = (styles) => css(getAspectRatioStyle(styles));
aspectRatio.raw = getAspectRatioStyle;
// styled-system/patterns/grid.mjs
var gridConfig = {
	transform(props, { map, isCssUnit }) {
		const { columnGap, rowGap, gap, columns, minChildWidth, ...rest } = props;
		const getValue = (v) => isCssUnit(v) ? v : `token(sizes.${v}, ${v})`;
		return {
			display: "grid",
			gridTemplateColumns: columns != null ? map(columns, (v) => `repeat(${v}, minmax(0, 1fr))`) : minChildWidth != null ? map(minChildWidth, (v) => `repeat(auto-fit, minmax(${getValue(v)}, 1fr))`) : void 0,
			gap,
			columnGap,
			rowGap,
			...rest
		};
	},
	defaultValues(props) {
		return { gap: props.columnGap || props.rowGap ? void 0 : "8px" };
	}
};
var getGridStyle = (styles = {}) => {
	const _styles = getPatternStyles(gridConfig, styles);
	return gridConfig.transform(_styles, patternFns);
};
var grid = (styles) => css(getGridStyle(styles));
grid.raw = getGridStyle;
// styled-system/patterns/grid-item.mjs
var gridItemConfig = { transform(props, { map }) {
	const { colSpan, rowSpan, colStart, rowStart, colEnd, rowEnd, ...rest } = props;
	const spanFn = (v) => v === "auto" ? v : `span ${v}`;
	return {
		gridColumn: colSpan != null ? map(colSpan, spanFn) : void 0,
		gridRow: rowSpan != null ? map(rowSpan, spanFn) : void 0,
		gridColumnStart: colStart,
		gridColumnEnd: colEnd,
		gridRowStart: rowStart,
		gridRowEnd: rowEnd,
		...rest
	};
} };
var getGridItemStyle = (styles = {}) => {
	const _styles = getPatternStyles(gridItemConfig, styles);
	return gridItemConfig.transform(_styles, patternFns);
};
var gridItem = (styles) => css(getGridItemStyle(styles));
gridItem.raw = getGridItemStyle;
// styled-system/patterns/wrap.mjs
var wrapConfig = { transform(props) {
	const { columnGap, rowGap, gap = columnGap || rowGap ? void 0 : "8px", align, justify, ...rest } = props;
	return {
		display: "flex",
		flexWrap: "wrap",
		alignItems: align,
		justifyContent: justify,
		gap,
		columnGap,
		rowGap,
		...rest
	};
} };
var getWrapStyle = (styles = {}) => {
	const _styles = getPatternStyles(wrapConfig, styles);
	return wrapConfig.transform(_styles, patternFns);
};
var wrap = (styles) => css(getWrapStyle(styles));
wrap.raw = getWrapStyle;
// styled-system/patterns/container.mjs
var containerConfig = { transform(props) {
	return {
		position: "relative",
		maxWidth: "8xl",
		mx: "auto",
		px: {
			base: "4",
			md: "6",
			lg: "8"
		},
		...props
	};
} };
var getContainerStyle = (styles = {}) => {
	const _styles = getPatternStyles(containerConfig, styles);
	return containerConfig.transform(_styles, patternFns);
};
var container = (styles) => css(getContainerStyle(styles));
container.raw = getContainerStyle;
// styled-system/patterns/divider.mjs
var dividerConfig = {
	transform(props, { map }) {
		const { orientation, thickness, color, ...rest } = props;
		return {
			"--thickness": thickness,
			width: map(orientation, (v) => v === "vertical" ? void 0 : "100%"),
			height: map(orientation, (v) => v === "horizontal" ? void 0 : "100%"),
			borderBlockEndWidth: map(orientation, (v) => v === "horizontal" ? "var(--thickness)" : void 0),
			borderInlineEndWidth: map(orientation, (v) => v === "vertical" ? "var(--thickness)" : void 0),
			borderColor: color,
			...rest
		};
	},
	defaultValues: {
		orientation: "horizontal",
		thickness: "1px"
	}
};
var getDividerStyle = (styles = {}) => {
	const _styles = getPatternStyles(dividerConfig, styles);
	return dividerConfig.transform(_styles, patternFns);
};
var divider = (styles) => css(getDividerStyle(styles));
divider.raw = getDividerStyle;
// styled-system/patterns/float.mjs
var floatConfig = {
	transform(props, { map }) {
		const { offset, offsetX, offsetY, placement, ...rest } = props;
		return {
			display: "inline-flex",
			justifyContent: "center",
			alignItems: "center",
			position: "absolute",
			insetBlockStart: map(placement, (v) => {
				const [side] = v.split("-");
				return {
					top: offsetY,
					middle: "50%",
					bottom: "auto"
				}[side];
			}),
			insetBlockEnd: map(placement, (v) => {
				const [side] = v.split("-");
				return {
					top: "auto",
					middle: "50%",
					bottom: offsetY
				}[side];
			}),
			insetInlineStart: map(placement, (v) => {
				const [, align] = v.split("-");
				return {
					start: offsetX,
					center: "50%",
					end: "auto"
				}[align];
			}),
			insetInlineEnd: map(placement, (v) => {
				const [, align] = v.split("-");
				return {
					start: "auto",
					center: "50%",
					end: offsetX
				}[align];
			}),
			translate: map(placement, (v) => {
				const [side, align] = v.split("-");
				return `${{
					start: "-50%",
					center: "-50%",
					end: "50%"
				}[align]} ${{
					top: "-50%",
					middle: "-50%",
					bottom: "50%"
				}[side]}`;
			}),
			...rest
		};
	},
	defaultValues(props) {
		const offset = props.offset || "0";
		return {
			offset,
			offsetX: offset,
			offsetY: offset,
			placement: "top-end"
		};
	}
};
var getFloatStyle = (styles = {}) => {
	const _styles = getPatternStyles(floatConfig, styles);
	return floatConfig.transform(_styles, patternFns);
};
var float = (styles) => css(getFloatStyle(styles));
float.raw = getFloatStyle;
// styled-system/patterns/bleed.mjs
var bleedConfig = {
	transform(props, { map, isCssUnit, isCssVar }) {
		const { inline, block, ...rest } = props;
		const valueFn = (v) => isCssUnit(v) || isCssVar(v) ? v : `token(spacing.${v}, ${v})`;
		return {
			"--bleed-x": map(inline, valueFn),
			"--bleed-y": map(block, valueFn),
			marginInline: "calc(var(--bleed-x, 0) * -1)",
			marginBlock: "calc(var(--bleed-y, 0) * -1)",
			...rest
		};
	},
	defaultValues: {
		inline: "0",
		block: "0"
	}
};
var getBleedStyle = (styles = {}) => {
	const _styles = getPatternStyles(bleedConfig, styles);
	return bleedConfig.transform(_styles, patternFns);
};
var bleed = (styles) => css(getBleedStyle(styles));
bleed.raw = getBleedStyle;
// styled-system/patterns/visually-hidden.mjs
var visuallyHiddenConfig = { transform(props) {
	return {
		srOnly: true,
		...props
	};
} };
var getVisuallyHiddenStyle = (styles = {}) => {
	const _styles = getPatternStyles(visuallyHiddenConfig, styles);
	return visuallyHiddenConfig.transform(_styles, patternFns);
};
var visuallyHidden = (styles) => css(getVisuallyHiddenStyle(styles));
visuallyHidden.raw = getVisuallyHiddenStyle;
// styled-system/patterns/cq.mjs
var cqConfig = {
	transform(props) {
		const { name, type, ...rest } = props;
		return {
			containerType: type,
			containerName: name,
			...rest
		};
	},
	defaultValues: { type: "inline-size" }
};
var getCqStyle = (styles = {}) => {
	const _styles = getPatternStyles(cqConfig, styles);
	return cqConfig.transform(_styles, patternFns);
};
var cq = (styles) => css(getCqStyle(styles));
cq.raw = getCqStyle;
export { createStyleContext as t };

//# sourceMappingURL=jsx-BmGQg2iL.js.map