//.kernel gather_i16_w16
//.platform DG2
//.thread_config numGRF=128, numAcc=4, numSWSB=16
//.options_string "-dumpvisa -dumpcommonisa -output -binary -fusedCallWA 1 "
//.full_options "-TotalGRFNum 128 -output -binary -dumpcommonisa -dumpvisa -LSCBackupMode -fusedCallWA 1 "
//.instCount 75
//.RA type	TRIVIAL_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud alias=BuiltInR0+0 align=16 words (r0.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r3.6)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r3.7)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r3.2)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r3.3)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r3.4)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r3.5)
//.declare %tsc (21)  rf=r size=20 type=ud align=2 words
//.declare %arg (22)  rf=r size=0 type=ud align=16 words (r26.0)
//.declare %retval (23)  rf=r size=0 type=ud align=16 words (r26.0) Output
//.declare %sp (24)  rf=r size=8 type=uq align=4 words (r125.3)
//.declare %fp (25)  rf=r size=8 type=uq align=4 words (r125.2)
//.declare %sr0 (26)  rf=r size=16 type=ud align=2 words
//.declare %cr0 (27)  rf=r size=12 type=ud align=2 words
//.declare %ce0 (28)  rf=r size=4 type=ud align=2 words
//.declare %dbg0 (29)  rf=r size=8 type=ud align=2 words
//.declare implBufPtr (31)  rf=r size=8 type=uq align=4 words (r126.0)
//.declare localIdBufPtr (32)  rf=r size=8 type=uq align=4 words (r126.3)
//.declare %msg0 (33)  rf=r size=12 type=ud align=2 words
//.declare V32 (38)  rf=r size=8 type=q align=4 words (r2.2)
//.declare V33 (39)  rf=r size=8 type=q align=4 words (r2.3)
//.declare V34 (40)  rf=r size=8 type=q align=4 words (r2.0)
//.declare V35 (41)  rf=r size=8 type=q align=4 words (r3.0)
//.declare V36 (42)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V37 (43)  rf=r size=32 type=d align=16 words (r1.0)
//.declare V38 (44)  rf=r size=32 type=d align=16 words (r6.0)
//.declare V39 (45)  rf=r size=64 type=d align=16 words (r7.0)
//.declare V40 (46)  rf=r size=64 type=d align=16 words (r9.0)
//.declare V41 (47)  rf=r size=32 type=d align=16 words (r11.0)
//.declare V42 (48)  rf=r size=32 type=d align=16 words (r12.0)
//.declare V43 (49)  rf=r size=64 type=d align=16 words (r13.0)
//.declare V44 (50)  rf=r size=32 type=d align=16 words (r15.0)
//.declare V45 (51)  rf=r size=32 type=d align=16 words (r16.0)
//.declare V46 (52)  rf=r size=64 type=d align=16 words (r17.0)
//.declare V47 (53)  rf=r size=64 type=d align=16 words (r19.0)
//.declare V48 (54)  rf=r size=8 type=uq align=4 words (r2.1)
//.declare V49 (55)  rf=r size=32 type=d align=16 words (r21.0)
//.declare V50 (56)  rf=r size=32 type=d align=16 words (r22.0)
//.declare V51 (57)  rf=r size=64 type=d align=16 words (r23.0)
//.declare V52 (58)  rf=r size=32 type=d align=16 words (r25.0)
//.declare V53 (59)  rf=r size=32 type=d align=16 words (r26.0)
//.declare V54 (60)  rf=r size=64 type=d align=16 words (r27.0)
//.declare V55 (61)  rf=r size=64 type=d align=16 words (r29.0)
//.declare V56 (62)  rf=r size=32 type=d align=16 words (r31.0)
//.declare V57 (63)  rf=r size=32 type=d align=16 words (r32.0)
//.declare V58 (64)  rf=r size=32 type=d align=16 words (r33.0)
//.declare V59 (65)  rf=r size=32 type=d align=16 words (r34.0)
//.declare V60 (66)  rf=r size=64 type=uq align=16 words (r35.0)
//.declare V61 (67)  rf=r size=64 type=uq align=16 words (r37.0)
//.declare V62 (68)  rf=r size=128 type=uq align=16 words (r39.0)
//.declare P1 (70)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare V64 (71)  rf=r size=64 type=w align=16 words (r43.0)
//.declare V65 (72)  rf=r size=64 type=d align=16 words (r45.0)
//.declare V66 (73)  rf=r size=64 type=q alias=V36+0 align=16 words (r4.0)
//.declare V67 (74)  rf=r size=32 type=ud alias=V37+0 align=16 words (r1.0)
//.declare V68 (75)  rf=r size=32 type=ud alias=V38+0 align=16 words (r6.0)
//.declare V69 (76)  rf=r size=64 type=ud alias=V36+0 align=16 words (r4.0)
//.declare V70 (77)  rf=r size=64 type=d alias=V39+0 align=16 words (r7.0)
//.declare V71 (78)  rf=r size=32 type=d alias=V38+0 align=16 words (r6.0)
//.declare V72 (79)  rf=r size=64 type=d alias=V36+0 align=16 words (r4.0)
//.declare V73 (80)  rf=r size=64 type=q alias=V40+0 align=16 words (r9.0)
//.declare V74 (81)  rf=r size=32 type=ud alias=V41+0 align=16 words (r11.0)
//.declare V75 (82)  rf=r size=32 type=ud alias=V42+0 align=16 words (r12.0)
//.declare V76 (83)  rf=r size=64 type=ud alias=V40+0 align=16 words (r9.0)
//.declare V77 (84)  rf=r size=64 type=d alias=V43+0 align=16 words (r13.0)
//.declare V78 (85)  rf=r size=32 type=d alias=V42+0 align=16 words (r12.0)
//.declare V79 (86)  rf=r size=64 type=d alias=V40+0 align=16 words (r9.0)
//.declare V80 (87)  rf=r size=32 type=ud alias=V44+0 align=16 words (r15.0)
//.declare V81 (88)  rf=r size=32 type=ud alias=V45+0 align=16 words (r16.0)
//.declare V82 (89)  rf=r size=64 type=ud alias=V39+0 align=16 words (r7.0)
//.declare V83 (90)  rf=r size=64 type=d alias=V46+0 align=16 words (r17.0)
//.declare V84 (91)  rf=r size=32 type=d alias=V45+0 align=16 words (r16.0)
//.declare V85 (92)  rf=r size=8 type=uq alias=V32+0 align=4 words (r2.2)
//.declare  (93)  rf=r size=32 type=ud align=16 words (r47.0)
//.declare V86 (94)  rf=r size=32 type=d alias=V49+0 align=16 words (r21.0)
//.declare V87 (95)  rf=r size=32 type=ud alias=V50+0 align=16 words (r22.0)
//.declare V88 (96)  rf=r size=64 type=ud alias=V43+0 align=16 words (r13.0)
//.declare V89 (97)  rf=r size=64 type=d alias=V51+0 align=16 words (r23.0)
//.declare V90 (98)  rf=r size=32 type=d alias=V50+0 align=16 words (r22.0)
//.declare V91 (99)  rf=r size=32 type=d alias=V52+0 align=16 words (r25.0)
//.declare V92 (100)  rf=r size=32 type=ud alias=V53+0 align=16 words (r26.0)
//.declare V93 (101)  rf=r size=64 type=ud alias=V46+0 align=16 words (r17.0)
//.declare V94 (102)  rf=r size=64 type=d alias=V54+0 align=16 words (r27.0)
//.declare V95 (103)  rf=r size=32 type=d alias=V53+0 align=16 words (r26.0)
//.declare V96 (104)  rf=r size=64 type=q alias=V55+0 align=16 words (r29.0)
//.declare V97 (105)  rf=r size=8 type=q alias=V48+0 align=4 words (r2.1)
//.declare V98 (106)  rf=r size=32 type=ud alias=V56+0 align=16 words (r31.0)
//.declare V99 (107)  rf=r size=32 type=ud alias=V57+0 align=16 words (r32.0)
//.declare V100 (108)  rf=r size=64 type=ud alias=V55+0 align=16 words (r29.0)
//.declare V101 (109)  rf=r size=64 type=ud alias=V51+0 align=16 words (r23.0)
//.declare V102 (110)  rf=r size=64 type=d alias=V60+0 align=16 words (r35.0)
//.declare V103 (111)  rf=r size=64 type=d alias=V60+0 align=16 words (r35.0)
//.declare V104 (112)  rf=r size=32 type=d alias=V57+0 align=16 words (r32.0)
//.declare V105 (113)  rf=r size=64 type=d alias=V55+0 align=16 words (r29.0)
//.declare V106 (114)  rf=r size=32 type=ud alias=V58+0 align=16 words (r33.0)
//.declare V107 (115)  rf=r size=32 type=ud alias=V59+0 align=16 words (r34.0)
//.declare V108 (116)  rf=r size=64 type=ud alias=V54+0 align=16 words (r27.0)
//.declare V109 (117)  rf=r size=64 type=d alias=V61+0 align=16 words (r37.0)
//.declare V110 (118)  rf=r size=64 type=d alias=V61+0 align=16 words (r37.0)
//.declare V111 (119)  rf=r size=32 type=d alias=V59+0 align=16 words (r34.0)
//.declare V112 (120)  rf=r size=64 type=d alias=V64+0 align=16 words (r43.0)
//.declare V113 (121)  rf=r size=64 type=ud alias=V47+0 align=16 words (r19.0)
//.declare V114 (122)  rf=r size=128 type=uq alias=V62+0 align=16 words (r39.0)
//.declare V115 (123)  rf=r size=64 type=b alias=V64+0 align=16 words (r43.0)
//.declare V116 (124)  rf=r size=64 type=d alias=V65+0 align=16 words (r45.0)
//.declare V117 (125)  rf=r size=64 type=d alias=V47+0 align=16 words (r19.0)
//.declare V118 (126)  rf=r size=64 type=w alias=V64+0 align=16 words (r43.0)
//.declare V119 (127)  rf=r size=8 type=uq alias=V33+0 align=4 words (r2.3)
//.declare  (128)  rf=r size=32 type=ud align=16 words (r48.0)
//.declare  (129)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (130)  rf=r size=16 type=w align=8 words (r3.8)
//.declare  (131)  rf=r size=32 type=d align=16 words (r49.0)
//.declare  (132)  rf=r size=32 type=d align=16 words (r50.0)
//.declare  (133)  rf=r size=32 type=d align=16 words (r51.0)
//.declare  (134)  rf=r size=32 type=d align=16 words (r52.0)
//.declare  (135)  rf=r size=32 type=d align=16 words (r53.0)
//.declare  (136)  rf=r size=32 type=d align=16 words (r54.0)
//.declare  (137)  rf=r size=32 type=d align=16 words (r55.0)
//.declare  (138)  rf=r size=32 type=d align=16 words (r56.0)
//.declare  (139)  rf=r size=32 type=ud align=16 words (r57.0)
//.declare  (140)  rf=r size=32 type=ud align=16 words (r58.0)
//.declare  (141)  rf=r size=32 type=ud align=16 words (r59.0)
//.declare  (142)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (143)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (144)  rf=r size=32 type=ud align=16 words (r1.0)
//.declare  (145)  rf=r size=64 type=ud align=16 words (r2.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V48      | :uq      |      8 | r2+8     | general    |
// | V32      | :q       |      8 | r2+16    | general    |
// | V33      | :q       |      8 | r2+24    | general    |
// | V35      | :q       |      8 | r3       | general    |
// | V34      | :q       |      8 | r2       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001}
per_thread_prolog:
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                              {A@1}             // 
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud                       // 
(W)     and (1|M0)               r127.0<1>:uw  r0.4<0;1,0>:uw    0xFF:uw                             // 
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x40:uw              {I@2}          // 
(W)     mad (1|M0)               r127.2<1>:ud  r127.2<0;0>:ud    r127.0<0;0>:uw    0x20:uw              {I@1} // 
(W)     send.dc0 (8|M0)          r1       r127    null:0  0x0            0x021842FD           {A@1,$0} // wr:1h+0, rd:1; oword aligned block read x2 // $36
        nop                                                                                          // 
        nop                                                                                          // 
// B001: Preds:{B000},  Succs:{B002}
// cross_thread_prolog:
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                              {$0.src}          // 
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud                       // 
(W)     send.dc0 (8|M0)          r2       r127    null:0  0x0            0x022843FD           {A@1,$1} // wr:1h+0, rd:2; oword aligned block read x4 // $36
// B002: Preds:{B001},  Succs:{}
// gather_i16_w16_BB_0:
(W)     send.ugm (1|M0)          r58      r0      null:0  0x0            0x0214171F           {$2} // wr:1+0, rd:1; fence.ugm.evict.gpu // $36
(W)     mov (8|M0)               null<1>:ud    r58.0<1;1,0>:ud                  {$2.dst}             //  memory fence commit; $36
(W)     send.ugm (1|M0)          r59      r0      null:0  0x0            0x0210271F           {$3} // wr:1+0, rd:1; fence.ugm.invalidate.gpu // $36
(W)     mov (1|M0)               r47.0<1>:ud   r2.4<0;1,0>:ud                   {$1.dst}             // $12
(W)     mov (1|M0)               r47.1<1>:ud   r2.5<0;1,0>:ud                                        // $12
        mov (8|M0)               r3.8<1>:w     0x76543210:v                                          // $1
(W)     mov (8|M0)               null<1>:ud    r59.0<1;1,0>:ud                  {$3.dst}             //  memory fence commit; $12
(W)     send.dc1 (16|M0)         r19      r47     null:0  0x0            0x022D03FF           {A@3,$4} // wr:1h+0, rd:2; a64 unaligned oword block read x4 // $12
        mov (8|M0)               r4.0<2>:d     r3.8<1;1,0>:w                    {I@2}                // $1
        mov (8|M0)               r9.0<2>:f     r3.0<0;1,0>:f                    {Compacted}          // $5
        asr (8|M0)               r4.1<2>:d     r4.0<2;1,0>:d     31:w               {I@1}            // $1
        mov (8|M0)               r9.1<2>:f     r3.1<0;1,0>:f                    {Compacted}          // $5
        sync.nop                             null                             {Compacted,$0.dst}     // $2
        addc (8|M0)              r1.0<1>:ud    r4.0<2;1,0>:ud    0x8:ud              {AccWrEn,Compacted,I@1} // $2
        mov (8|M0)               r50.0<1>:d    r4.1<2;1,0>:d                                         // $8
        mov (8|M0)               r6.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}          // $2
        addc (8|M0)              r11.0<1>:ud   r9.0<2;1,0>:ud    r4.0<2;1,0>:ud   {AccWrEn,Compacted,A@1} // $6
        add3 (8|M0)              r7.1<2>:d     r6.0<1;0>:d       r4.1<4;2>:d       0:w               {I@2} // $4
        mov (8|M0)               r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}          // $6
        addc (8|M0)              r15.0<1>:ud   r9.0<2;1,0>:ud    r1.0<1;1,0>:ud   {AccWrEn,Compacted} // $9
        mov (8|M0)               r52.0<1>:d    r7.1<2;1,0>:d                    {I@3}                // $11
        add3 (8|M0)              r49.0<1>:d    r12.0<1;0>:d      r9.1<4;2>:d       r50.0<1>:d       {I@3} // $8
        mov (8|M0)               r16.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}          // $9
        mov (8|M0)               r13.1<2>:d    r49.0<1;1,0>:d                   {I@2}                // $8
        add3 (8|M0)              r51.0<1>:d    r16.0<1;0>:d      r9.1<4;2>:d       r52.0<1>:d       {I@2} // $11 R{} IR{}{E:4,E:2,E:13,},  R{r16,r52,} IR{} {BC=1}
        shr (8|M0)               r22.0<1>:ud   r11.0<1;1,0>:ud   0x1F:uw                             // $14
        shl (8|M0)               r21.0<1>:d    r13.1<2;1,0>:d    1:w               {Compacted,I@3}   // $13
        mov (8|M0)               r17.1<2>:d    r51.0<1;1,0>:d                   {I@3}                // $11
        mov (8|M0)               r29.0<2>:ud   r2.2<0;1,0>:ud                                        // $21
        shl (8|M0)               r23.0<2>:d    r11.0<1;1,0>:d    1:w                                 // $15
        shr (8|M0)               r26.0<1>:ud   r15.0<1;1,0>:ud   0x1F:uw                             // $18
        shl (8|M0)               r25.0<1>:d    r17.1<2;1,0>:d    1:w               {Compacted,I@4}   // $17
        mov (8|M0)               r29.1<2>:ud   r2.3<0;1,0>:ud                                        // $21
        or (8|M0)                r23.1<2>:d    r21.0<1;1,0>:d    r22.0<1;1,0>:d                      // $16
        shl (8|M0)               r27.0<2>:d    r15.0<1;1,0>:d    1:w                                 // $19
        or (8|M0)                r27.1<2>:d    r25.0<1;1,0>:d    r26.0<1;1,0>:d   {I@4}              // $20
        addc (8|M0)              r31.0<1>:ud   r29.0<2;1,0>:ud   r23.0<2;1,0>:ud  {AccWrEn,Compacted,I@3} // $22
        mov (8|M0)               r54.0<1>:d    r23.1<2;1,0>:d                                        // $24
        mov (8|M0)               r32.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}          // $22
        addc (8|M0)              r33.0<1>:ud   r29.0<2;1,0>:ud   r27.0<2;1,0>:ud  {AccWrEn,Compacted,I@4} // $25
        mov (8|M0)               r56.0<1>:d    r27.1<2;1,0>:d                                        // $27
        mov (8|M0)               r34.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}          // $25
        add3 (8|M0)              r53.0<1>:d    r32.0<1;0>:d      r29.1<4;2>:d      r54.0<1>:d       {I@4} // $24
        add3 (8|M0)              r55.0<1>:d    r34.0<1;0>:d      r29.1<4;2>:d      r56.0<1>:d       {I@2} // $27
        mov (8|M0)               r35.0<2>:d    r31.0<1;1,0>:d                                        // $23
        mov (8|M0)               r37.0<2>:d    r33.0<1;1,0>:d                                        // $26
        cmp (16|M0)   (gt)f0.0   null<1>:d     r19.0<1;1,0>:ud   0x40000000:ud              {$4.dst} // $32
        mov (8|M0)               r35.1<2>:d    r53.0<1;1,0>:d                   {I@5}                // $24
        mov (8|M0)               r37.1<2>:d    r55.0<1;1,0>:d                   {I@5}                // $27
        mov (8|M0)               r39.0<2>:ud   r35.0<2;1,0>:ud                  {I@2}                // $28
        mov (8|M0)               r39.1<2>:ud   r35.1<2;1,0>:ud                                       // $28
        mov (8|M0)               r41.0<2>:ud   r37.0<2;1,0>:ud                  {I@3}                // $29
        mov (8|M0)               r41.1<2>:ud   r37.1<2;1,0>:ud                                       // $29
        mov (16|M0)              r43.0<1>:d    0:w                                                   // $31
(f0.0)  send.dc1 (16|M0)         r43      r39     null:0  0x0            0x082414FF           {A@1,$5} // wr:4+0, rd:2; a64 byte gathering read 16b // $33
(W)     mov (1|M0)               r48.0<1>:ud   r2.6<0;1,0>:ud                                        // $35
(W)     mov (1|M0)               r48.1<1>:ud   r2.7<0;1,0>:ud                                        // $35
(W)     mov (8|M0)               r127.0<1>:f   r0.0<1;1,0>:f                    {Compacted}          // $36
        add (16|M0)              r45.0<1>:d    r19.0<1;1,0>:d    r43.0<2;1,0>:w   {$5.dst}           // $34
(W)     send.dc1 (16|M0)         null     r48     r45:2   0x0            0x020D43FF           {A@1,$6} // wr:1h+2, rd:0; a64 unaligned oword block write x4 // $35
(W)     send.ugm (1|M0)          r57      r0      null:0  0x0            0x0210031F           {$7} // wr:1+0, rd:1; fence.ugm.none.local // $36
(W)     mov (8|M0)               null<1>:ud    r57.0<1;1,0>:ud                  {$7.dst}             //  memory fence commit; $36
(W)     send.gtwy (8|M0)         null     r127    null:0  0x0            0x02000010           {EOT,A@1} // wr:1+0, rd:0; end of thread // $36
L1056:
        nop                                                                                          // $36


//.BankConflicts: 1
//.BankConflicts.SameBank: 1
//.BankConflicts.TwoSrc: 0
//.SIMD16ReadSuppressions: 0
//.SIMD8s: 114
//
//.RMWs: 0
//
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
